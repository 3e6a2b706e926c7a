import type { ReactNode } from 'react';
import type { TenantStatus } from '../StatusLabel';

export interface ServiceCardProps {
  /** Product name (a brand name, the same in every language). */
  name: ReactNode;
  /**
   * The subscribed plan ("Medium"), translated by the caller; leave it out when not subscribed.
   * @default undefined
   */
  plan?: ReactNode;
  /**
   * The product's tenant state, shown with the spec's vocabulary (configuring, running, stopped, failed,
   * deleted). Leave it out when there is no tenant.
   * @default undefined
   */
  tenantStatus?: TenantStatus;
  /**
   * One line under the state: what it means or what to do ("About 10 minutes").
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A short tag after the name (MBUSTER).
   * @default undefined
   */
  badge?: ReactNode;
  /**
   * Actions at the bottom (open the dashboard, subscribe, contact support).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * The product exists but cannot be used now (wave): dimmed, with `unavailableLabel` instead of a state.
   * @default false
   */
  isUnavailable?: boolean;
  /**
   * Text of the unavailable state. Defaults to the design system's "Unavailable".
   * @default undefined
   */
  unavailableLabel?: ReactNode;
  /**
   * Text when not subscribed. Defaults to the design system's "Not subscribed".
   * @default undefined
   */
  notSubscribedLabel?: ReactNode;
  /**
   * Heading level of the name, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

import type { ReactNode } from 'react';
import type { IconName } from '../Icon';

/** Billing status of a payment or invoice (spec section 3). */
export type BillingStatus = 'Paid' | 'Unpaid' | 'Pending' | 'Failed';
/** Member status (spec section 3). */
export type MemberStatus = 'Active' | 'Inactive' | 'Pending' | 'Expired';
/** Tenant status of a product (spec section 3); pending and none both read "configuring". */
export type TenantStatus = 'pending' | 'none' | 'running' | 'stopped' | 'stopping' | 'failed' | 'deleted';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

interface StatusLabelBaseProps {
  /**
   * Replaces the catalog's word for this status (a screen with more specific wording).
   * Translate it in the caller.
   * @default the translated word for the status
   */
  label?: ReactNode;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface BillingStatusLabelProps extends StatusLabelBaseProps {
  /** Which of the spec's vocabularies `status` belongs to. */
  vocabulary: 'billing';
  /** Paid (done), Unpaid (billed, awaiting payment), Pending (awaiting billing or payment), Failed. */
  status: BillingStatus;
}

export interface MemberStatusLabelProps extends StatusLabelBaseProps {
  vocabulary: 'member';
  /** Active, Inactive (no service permissions), Pending (invited), Expired (invitation expired). */
  status: MemberStatus;
}

export interface TenantStatusLabelProps extends StatusLabelBaseProps {
  vocabulary: 'tenant';
  /** pending/none: configuring (about 10 minutes); running; stopped/stopping: subscription ended; failed; deleted. */
  status: TenantStatus;
}

/** A status outside the spec's vocabularies: the caller gives the tone, the icon and the words. */
export interface CustomStatusLabelProps {
  vocabulary: 'custom';
  /** Colour of the icon and text. */
  tone: StatusTone;
  /** Icon that carries the meaning together with the words (never colour alone). */
  icon: IconName;
  /** The words. Translate them in the caller. */
  label: ReactNode;
  status?: never;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

export type StatusLabelProps =
  | BillingStatusLabelProps
  | MemberStatusLabelProps
  | TenantStatusLabelProps
  | CustomStatusLabelProps;

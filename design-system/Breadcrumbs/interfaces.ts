import type { ReactNode } from 'react';

export interface BreadcrumbItem {
  /** Stable key. */
  id: string;
  /** Text, translated by the caller. */
  label: ReactNode;
  /**
   * Where the crumb goes. The last item is the current page and is not a link.
   * @default undefined
   */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top of the hierarchy to the current page (last). */
  items: BreadcrumbItem[];
  /**
   * Name of the navigation landmark. Default: the design system's "Breadcrumbs".
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Called with the item's id when a crumb is activated (besides following its `href`).
   * @default undefined
   */
  onAction?: (id: string) => void;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

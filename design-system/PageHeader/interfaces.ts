import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page title, the page's only `h1`. */
  title: ReactNode;
  /**
   * One or two sentences under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Page-level actions at the inline end (they move under the title on narrow content).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Breadcrumbs above the title.
   * @default undefined
   */
  breadcrumbs?: ReactNode;
}

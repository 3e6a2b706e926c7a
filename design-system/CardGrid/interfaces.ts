import type { ReactNode } from 'react';

export interface CardGridProps {
  /** The cards; each becomes a list item. */
  children: ReactNode;
  /**
   * The narrowest a card may get before the grid drops a column (sm 200, md 260, lg 320 px).
   * @default 'md'
   */
  minItemWidth?: 'sm' | 'md' | 'lg';
  /**
   * Names the list ("Services"), when the page does not already.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

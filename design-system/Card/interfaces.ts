import type { ReactNode } from 'react';

export interface CardProps {
  /** The card's content. */
  children: ReactNode;
  /**
   * Heading at the top; the card becomes a `section` labelled by it.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Actions at the inline end of the header (a link, a menu).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Content under a divider at the bottom (buttons, a "View all" link).
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Inner spacing.
   * @default 'md'
   */
  padding?: 'sm' | 'md' | 'lg';
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

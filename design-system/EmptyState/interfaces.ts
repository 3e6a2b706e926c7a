import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is empty, as a heading ("No invoices yet"). Translate it in the caller. */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * One or two sentences: why it is empty and what to do. Translate it in the caller.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * A picture above the title (an `Icon` at 24px, or an image). Decorative: hidden from assistive technology.
   * @default undefined
   */
  illustration?: ReactNode;
  /**
   * The way out: usually one `Button` (or two, primary first).
   * @default undefined
   */
  action?: ReactNode;
  /**
   * `md` for a page or a table body; `sm` for a card or a side panel.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

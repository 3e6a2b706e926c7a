import type { ReactNode } from 'react';

export type ButtonGroupAlign = 'start' | 'center' | 'end' | 'space-between';

export interface ButtonGroupProps {
  /** The buttons (and link buttons). Put the primary action last: it ends the reading order. */
  children: ReactNode;
  /**
   * Where the buttons sit on the row.
   * @default 'end'
   */
  align?: ButtonGroupAlign;
  /**
   * `vertical` stacks the buttons, each as wide as the group (mobile dialogs, narrow cards).
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Each button grows to share the row equally (two-button dialog footers on phones).
   * @default false
   */
  stretch?: boolean;
  /**
   * Names the group for screen readers (then it has `role="group"`), when the buttons act on something
   * the page does not already name ("Actions for invoice 2026-11").
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

import type { ReactNode } from 'react';

export type PopoverPlacement = 'top' | 'bottom' | 'start' | 'end' | 'bottom start' | 'bottom end' | 'top start' | 'top end';

interface PopoverBaseProps {
  /** Content. A function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Preferred side of the trigger; flips when there is no room.
   * @default 'bottom'
   */
  placement?: PopoverPlacement;
  /**
   * Extra class on the popover, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface TitledPopoverProps extends PopoverBaseProps {
  /** Visible heading (`h3`), also the popover's accessible name. */
  title: ReactNode;
  'aria-label'?: never;
}

export interface UntitledPopoverProps extends PopoverBaseProps {
  title?: never;
  /** Accessible name when there is no visible heading. */
  'aria-label': string;
}

/** Named by a visible `title` or by `aria-label`. */
export type PopoverProps = TitledPopoverProps | UntitledPopoverProps;

import type { ReactNode, RefObject } from 'react';

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
  /**
   * The element the popover is anchored to, for use without a `DialogTrigger` (then also give `isOpen`
   * and `onOpenChange`, and set the trigger's `aria-haspopup="dialog"` and `aria-expanded` yourself).
   * Focus returns to the element that had it before opening, normally this one. Inside a
   * `DialogTrigger` leave it out: the trigger's button is the anchor.
   * @default undefined
   */
  triggerRef?: RefObject<Element | null>;
  /**
   * Open state when used without a `DialogTrigger` (with `triggerRef`). Inside a `DialogTrigger` the
   * trigger controls it instead.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Called when the popover asks to open or close (Escape, a click outside, `close`), when used without a
   * `DialogTrigger` (with `triggerRef`); the caller updates `isOpen`.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
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

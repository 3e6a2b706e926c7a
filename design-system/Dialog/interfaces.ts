import type { ReactNode } from 'react';

/** What the dialog's body and footer may be: content, or a function given `close`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** Heading of the dialog (an `h2`); also its accessible name. Translate it in the caller. */
  title: ReactNode;
  /** Body of the dialog. A function receives `close`. */
  children: DialogContent;
  /**
   * Footer actions, end-aligned (a secondary Cancel, then the primary action). A function receives `close`.
   * @default undefined
   */
  footer?: DialogContent;
  /**
   * Open state when controlled. Inside a `DialogTrigger` the trigger controls it instead.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initial open state when uncontrolled and outside a `DialogTrigger`.
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when the dialog opens or closes (close button, Escape, outside click, `close()`), also inside a `DialogTrigger`.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether the user may dismiss the dialog without choosing an action: shows the close button and lets
   * Escape and a click on the backdrop close it. Turn it off when a choice is required.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape closes the dialog. Follows `isDismissable` unless set: an alert dialog is not
   * dismissable by a stray click, yet Escape still cancels it.
   * @default undefined
   */
  closeOnEscape?: boolean;
  /**
   * Accessible name of the close button. Defaults to the design system's translated "Close".
   * @default undefined
   */
  closeLabel?: string;
  /**
   * `alertdialog` for confirmations that interrupt the user (AlertDialog sets it).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Extra class on the dialog panel, for layout only.
   * @default undefined
   */
  className?: string;
}

import type { ReactNode } from 'react';
import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

/** The spec's toast types (spec section 3, "Toast record"). */
export type ToastTone = 'error' | 'success' | 'warning' | 'info' | 'default';

/** What one toast shows. */
export interface ToastContent {
  /** Colour and icon of the toast. */
  tone: ToastTone;
  /** The text, already translated (or a server message). */
  message: ReactNode;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

export interface ShowToastOptions {
  /**
   * A persistent toast stays until closed (e.g. "project deactivated", "expired plan"); any other closes
   * itself after the toast auto-hide token (3500 ms), pausing while hovered or focused.
   * @default false
   */
  persistent?: boolean;
  /** @default undefined */
  onClose?: () => void;
}

export interface ToastRegionProps {
  /** The queue the app adds toasts to (`createToastQueue()`). */
  queue: ToastQueue;
  /** @default undefined */
  className?: string;
}

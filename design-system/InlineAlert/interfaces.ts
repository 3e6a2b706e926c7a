import type { ReactNode } from 'react';

/** The four message tones shared by InlineAlert and Banner. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/**
 * How assistive technology hears the message: `alert` interrupts (errors), `status` waits for a pause,
 * `note` is not live at all (a message already on the page when it loads).
 */
export type AlertRole = 'alert' | 'status' | 'note';

export interface InlineAlertProps {
  /**
   * Colour, icon and the icon's accessible name.
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * Short bold first line. Translate it in the caller.
   * @default undefined
   */
  title?: ReactNode;
  /** The message. Translate it in the caller. */
  children: ReactNode;
  /**
   * One action next to the message (a small secondary `Button` or a link). It wraps under the message
   * in a narrow container.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Shows a dismiss button. The alert hides itself, moves keyboard focus to the next control on the page
   * (the previous one when it was the last) and then calls this.
   * @default undefined
   */
  onDismiss?: () => void;
  /**
   * Accessible name of the dismiss button.
   * @default a translated "Dismiss"
   */
  dismissLabel?: string;
  /**
   * Accessible name of the tone icon, read before the message (so the tone never rests on colour alone).
   * @default the translated tone ("Error", "Warning", "Success", "Information")
   */
  toneLabel?: string;
  /**
   * Live-region role.
   * @default 'alert' for error, 'status' for the other tones
   */
  role?: AlertRole;
  /**
   * Id of the root element (e.g. to point `aria-describedby` at it).
   * @default undefined
   */
  id?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

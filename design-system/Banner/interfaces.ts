import type { ReactNode } from 'react';
import type { AlertRole, AlertTone } from '../InlineAlert';

interface BannerBaseProps {
  /** The message. Translate it in the caller. */
  children: ReactNode;
  /**
   * Short bold lead-in before the message. Translate it in the caller.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Accessible name of the tone icon, read before the message.
   * @default the translated tone ("Error", "Warning", "Success", "Information", "Caution")
   */
  toneLabel?: string;
  /**
   * Live-region role.
   * @default 'alert' for error, 'status' for the other tones
   */
  role?: AlertRole;
  /**
   * Id of the root element.
   * @default undefined
   */
  id?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface MessageBannerProps extends BannerBaseProps {
  /**
   * Colour and icon.
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * One action after the message (a small secondary `Button` or a link).
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Shows a dismiss button. The banner hides itself, moves keyboard focus to the next control and calls this.
   * @default undefined
   */
  onDismiss?: () => void;
  /**
   * Accessible name of the dismiss button.
   * @default a translated "Dismiss"
   */
  dismissLabel?: string;
}

export interface EnvironmentBannerProps extends BannerBaseProps {
  /**
   * The red environment caution (spec section 2: production, shown to the provider's staff). It can
   * neither be dismissed nor carry an action: it stays as long as the environment does.
   */
  tone: 'environment';
  action?: never;
  onDismiss?: never;
  dismissLabel?: never;
}

/** A message banner (four tones, optional action and dismiss) or the environment caution. */
export type BannerProps = MessageBannerProps | EnvironmentBannerProps;

export type BannerTone = AlertTone | 'environment';

import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button';

type ForwardedAriaLinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'target' | 'rel'>;

export interface LinkButtonProps extends ForwardedAriaLinkProps {
  /**
   * Visible label, translated by the caller. Leave it out for an icon-only link (then give `icon` and
   * `aria-label`).
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Visual emphasis, as `Button`.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Height from the control-height scale, as `Button`.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Stretches to the inline size of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), announced to screen readers.
   * @default false
   */
  isExternal?: boolean;
  /**
   * What screen readers hear after an external link's label. Default: "(opens in a new tab)".
   * @default undefined
   */
  externalLabel?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

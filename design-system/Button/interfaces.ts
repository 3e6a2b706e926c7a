import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

/** Control heights: xs 24, sm 32, md 40, lg 48, xl 64 (px, `--ac-control-height-*`). */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * React Aria button props we forward unchanged: `onPress`, `onPressStart`, `type`, `form`,
 * `isDisabled`, `isPending`, `autoFocus`, `excludeFromTabOrder`, `id`, `aria-*`, `data-*`...
 * `children` and `className` are ours (no render functions: the design system owns the look).
 */
type ForwardedAriaButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label'>;

interface ButtonBaseProps extends ForwardedAriaButtonProps {
  /**
   * Visual emphasis. One `primary` per view; `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height from the control-height scale (24/32/40/48/64px).
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretches the button to the inline size of its container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Disables the button (not focusable, not pressable).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Pending state: shows a spinner, keeps the label (and so the width), stays focusable
   * but ignores presses; React Aria sets `aria-disabled`, names the button with the
   * spinner and announces the change.
   * @default false
   */
  isPending?: boolean;
  /**
   * Extra class on the `<button>` for layout only (margins, grid placement), never for colours.
   * @default undefined
   */
  className?: string;
}

export interface LabelledButtonProps extends ButtonBaseProps {
  /**
   * Visible label, translated by the caller (`<Trans>`). Leave it out for an icon-only button: then
   * `icon` and `aria-label` are required by the type.
   */
  children: ReactNode;
  /**
   * Icon before the label, or the whole content of an icon-only button. Decorative (`aria-hidden`).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Accessible name: required for an icon-only button (`t\`Close\``); with a visible label, only when
   * the name must differ from it (and then it should start with the label).
   * @default undefined
   */
  'aria-label'?: string;
}

// The icon-only members repeat no JSDoc on purpose: the docs table merges the two members of the
// union, and a second description would print every prop's text twice.
export interface IconOnlyButtonProps extends ButtonBaseProps {
  children?: never;
  icon: ReactNode;
  'aria-label': string;
}

/**
 * A labelled button, or an icon-only one: without `children`, `icon` and `aria-label`
 * are required by the type.
 */
export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

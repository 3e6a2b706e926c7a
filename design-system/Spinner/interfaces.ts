import type { ProgressBarProps } from 'react-aria-components';

export type SpinnerSize = 'xs' | 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Pick<ProgressBarProps, 'id' | 'aria-labelledby' | 'aria-describedby'> {
  /**
   * Diameter: `xs` 12px, `sm` 16px, `md` 20px, `lg` 32px.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * Accessible name of the progress indicator. Must be translated by the caller.
   * @default a translated "Loading"
   */
  'aria-label'?: string;
  /**
   * Colour of the arc. `currentColor` follows the surrounding text (inside buttons);
   * `accent` uses the link/primary colour on its own.
   * @default 'accent'
   */
  tone?: 'accent' | 'currentColor';
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
}

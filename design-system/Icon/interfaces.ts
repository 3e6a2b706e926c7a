import type { iconPaths } from './paths';

export type IconName = keyof typeof iconPaths;

export type IconSize = 16 | 20 | 24;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Size in px. Without it the icon is 1em square, or whatever size its container gives its `svg`
   * (Button and TextField size their icons themselves).
   * @default undefined
   */
  size?: IconSize;
  /**
   * Gives a meaningful icon a name (`role="img"`). Without it the icon is decorative and hidden from
   * assistive technology; the control around it must carry the name.
   * @default undefined
   */
  'aria-label'?: string;
  /** @default undefined */
  className?: string;
}

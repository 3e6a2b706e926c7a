export interface LoaderProps {
  /**
   * What is loading, as the spinner's accessible name and (with `showLabel`) the text under it.
   * @default a translated "Loading"
   */
  label?: string;
  /**
   * Shows the label under the spinner.
   * @default true
   */
  showLabel?: boolean;
  /**
   * `page` fills the window (the shell while the user is not loaded); `section` fills its container
   * and is at least 160px high (a panel whose data is loading).
   * @default 'page'
   */
  variant?: 'page' | 'section';
  /**
   * Milliseconds before the loader appears, so a fast load never flashes a spinner. Until then the
   * space is kept empty.
   * @default 0
   */
  delay?: number;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

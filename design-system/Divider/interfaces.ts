export interface DividerProps {
  /**
   * A line across (between sections) or up and down (between items in a row; it takes the row's height).
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Space on both sides of the line, from the spacing scale: none 0, sm 8px, md 16px, lg 24px.
   * @default 'md'
   */
  spacing?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * `subtle` for lists and cards, `strong` to end a major section.
   * @default 'subtle'
   */
  emphasis?: 'subtle' | 'strong';
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

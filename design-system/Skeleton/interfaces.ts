export type SkeletonVariant = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /**
   * `text`: lines of body text (the last one shorter); `block`: a rectangle (a card, a chart);
   * `circle`: an avatar.
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of text lines (`text` only).
   * @default 1
   */
  lines?: number;
  /**
   * Inline size as a CSS length (`'12rem'`, `'60%'`). Text and blocks fill their container by default;
   * a circle is 40px.
   * @default undefined
   */
  inlineSize?: string;
  /**
   * Block size of a `block` as a CSS length.
   * @default '96px'
   */
  blockSize?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

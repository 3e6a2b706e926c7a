export interface AvatarProps {
  /** The person's name; the initials come from it and it names the avatar for screen readers. */
  name: string;
  /**
   * Diameter from the control-height scale (24 / 32 / 40 px).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Decorative when the name is written next to it (then hidden from screen readers).
   * @default false
   */
  isDecorative?: boolean;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

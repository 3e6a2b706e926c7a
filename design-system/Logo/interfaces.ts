export type LogoSize = 'sm' | 'md' | 'lg';

export interface LogoProps {
  /**
   * `full`: the mark and the wordmark (the product name as text, which names the logo); `mark`: the mark alone,
   * named by the product name for assistive technology.
   * @default 'full'
   */
  variant?: 'full' | 'mark';
  /**
   * `sm` 24 px mark with 16 px text; `md` 32 px mark with 18 px text, for the 56 px top bar; `lg` 40 px mark with
   * 20 px text, for the head of a signed-out card.
   * @default 'md'
   */
  size?: LogoSize;
  /**
   * Extra class for layout only.
   * @default undefined
   */
  className?: string;
}

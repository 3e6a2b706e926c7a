import type { ReactNode } from 'react';

export interface CenteredCardLayoutProps {
  /** The card's content (heading, lead, form). */
  children: ReactNode;
  /**
   * Id of the card's heading: the card is a `section` labelled by it.
   * @default undefined
   */
  'aria-labelledby'?: string;
  /**
   * Whether the card opens with the product's logo (`Logo`, `lg`). Off where a top bar above already shows it.
   * @default true
   */
  showLogo?: boolean;
  /**
   * Content above the card, centred (a language picker).
   * @default undefined
   */
  header?: ReactNode;
  /**
   * Content below the card, centred (links such as "Forgot password?", a footer).
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Card width: `md` 420 px for sign-in and code steps, `lg` 560 px for longer forms (extra information).
   * @default 'md'
   */
  width?: 'md' | 'lg';
  /**
   * Extra class on the page element for layout only.
   * @default undefined
   */
  className?: string;
}

import type { ReactNode } from 'react';

export interface CenteredCardLayoutProps {
  /** The card's body under the title and lead: the form, an alert, the page's main action. */
  children?: ReactNode;
  /**
   * The page's title, rendered as the card's `h1`; the card is labelled by it. Leave it out only when
   * `children` bring their own heading (then pass `aria-labelledby`).
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Id of the title's `h1`, for what addresses the page by its heading (tests, skip links); one is generated
   * when left out.
   * @default undefined
   */
  titleId?: string;
  /**
   * One or two sentences under the title: what the page is for. A string or inline content (a `p` wraps it).
   * @default undefined
   */
  lead?: ReactNode;
  /**
   * A status icon above the title (a mail sent, a link no longer valid, maintenance); a 48 px round badge.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The icon badge's colour: what the page tells (`info` a mail went out, `warning` a link no longer works).
   * @default 'neutral'
   */
  iconTone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  /**
   * The way on from this page, at the foot of the card under a rule, centred: "Forgot password?", "Create an
   * account", "Back to sign-in". Several links wrap as a list.
   * @default undefined
   */
  links?: ReactNode;
  /**
   * Id of the card's heading when `children` render it: the card is a `section` labelled by it. Ignored with
   * `title`.
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
   * Content below the card, outside it, centred (a legal line). The page's links go in `links`.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Card width: `md` 420 px for sign-in, password and message pages, `lg` 560 px for longer forms (sign-up steps,
   * extra information).
   * @default 'md'
   */
  width?: 'md' | 'lg';
  /**
   * Extra class on the page element for layout only.
   * @default undefined
   */
  className?: string;
}

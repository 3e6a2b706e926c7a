import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';

export type LinkVariant = 'inline' | 'standalone';

type ForwardedAriaLinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'target' | 'rel'>;

export interface LinkProps extends ForwardedAriaLinkProps {
  /** Link text, translated by the caller. */
  children: ReactNode;
  /**
   * `inline`: inside a sentence, always underlined. `standalone`: on its own line or in a list
   * (footer links, "View all"), underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an icon and the words
   * "opens in a new tab" for screen readers.
   * @default false
   */
  isExternal?: boolean;
  /**
   * What screen readers hear after an external link's text. Default: the design system's
   * "(opens in a new tab)".
   * @default undefined
   */
  externalLabel?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

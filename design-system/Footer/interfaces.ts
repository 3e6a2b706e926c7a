import type { ReactNode } from 'react';

export interface FooterProps {
  /** Copyright line with the current year ("© 2026 …"). */
  copyright: ReactNode;
  /**
   * The app version ("2.0.0"); shown after the design system's translated "Version" label.
   * @default undefined
   */
  version?: string;
  /**
   * Links (terms of use, privacy policy, cookie policy), each an `<a>` or a router link.
   * @default undefined
   */
  links?: ReactNode;
  /**
   * Accessible name of the links' group. Defaults to the design system's translated "Legal".
   * @default undefined
   */
  linksLabel?: string;
}

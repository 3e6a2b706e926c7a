import type { ReactNode } from 'react';
import type { LinkProps } from 'react-aria-components';

export interface SideNavProps {
  /** Accessible name of the `<nav>` landmark ("Main navigation"). Translate it in the caller. */
  'aria-label': string;
  /** `SideNavItem`s and `SideNavSection`s. */
  children: ReactNode;
}

export interface SideNavItemProps extends Pick<LinkProps, 'routerOptions' | 'onPress'> {
  /** Where the item leads. The app's router handles it through React Aria's `RouterProvider`. */
  href: string;
  /** Visible label (the product name, "Dashboard"). */
  children: ReactNode;
  /**
   * Marks the page the user is on (`aria-current="page"`), highlighted.
   * @default false
   */
  isCurrent?: boolean;
  /**
   * A short tag after the label, such as a product code (MBUSTER) or "New".
   * @default undefined
   */
  badge?: ReactNode;
  /**
   * Decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The entry exists but cannot be opened now (not focusable or pressable); shows `unavailableLabel`.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Text shown on a disabled item. Defaults to the design system's translated "Unavailable".
   * @default undefined
   */
  unavailableLabel?: ReactNode;
}

export interface SideNavSectionProps {
  /** The section label ("Service"). */
  label: ReactNode;
  /** The section's `SideNavItem`s. */
  children: ReactNode;
}

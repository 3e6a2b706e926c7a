import type { Key, ReactNode } from 'react';
import type { MenuItemProps as AriaMenuItemProps } from 'react-aria-components';

/**
 * How the menu opens: `popover` anchored to its trigger (240 px), `fullscreen` covering the window
 * with a close button and the footer, or `auto`: full screen on the mobile device classes, popover otherwise.
 */
export type MenuPresentation = 'auto' | 'popover' | 'fullscreen';

export interface MenuProps {
  /** Accessible name of the menu ("Profile menu"). Translate it in the caller. */
  'aria-label': string;
  /** Items (`MenuItem`), sections (`MenuSection`) and separators (`MenuSeparator`). */
  children: ReactNode;
  /**
   * Static content above the items: organisation name, user name and role label. Not focusable.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * Static content below the items, shown only full screen (the app footer on mobile).
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Popover or full screen.
   * @default 'auto'
   */
  presentation?: MenuPresentation;
  /**
   * Where the popover opens relative to its trigger.
   * @default 'bottom end'
   */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /**
   * Called with the `id` of the item the user chose (links navigate by themselves).
   * @default undefined
   */
  onAction?: (id: Key) => void;
  /**
   * Accessible name of the full-screen close button. Defaults to the design system's translated "Close".
   * @default undefined
   */
  closeLabel?: string;
}

type ForwardedMenuItemProps = Pick<AriaMenuItemProps, 'id' | 'href' | 'target' | 'rel' | 'onAction' | 'isDisabled' | 'routerOptions'>;

export interface MenuItemProps extends ForwardedMenuItemProps {
  /** Visible label. */
  children: ReactNode;
  /**
   * Plain-text label for type-ahead when `children` is not a string.
   * @default undefined
   */
  textValue?: string;
  /**
   * Decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * `danger` for destructive entries.
   * @default 'default'
   */
  variant?: 'default' | 'danger';
}

export interface MenuSectionProps {
  /** The section's items. */
  children: ReactNode;
  /**
   * Visible section heading; also names the group.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Names the group when there is no visible title.
   * @default undefined
   */
  'aria-label'?: string;
}

export interface MenuTriggerProps {
  /** The button that opens the menu (a design-system `Button`), then the `Menu`. */
  children: ReactNode;
  /**
   * Open state, when the caller controls it.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Open state on first render, when the menu controls it.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called when the menu opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

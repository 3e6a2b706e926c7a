import type { ReactNode } from 'react';

export type DrawerPlacement = 'start' | 'end';

/** narrow: the side-navigation width (244 px); medium: the modal width (400 px). Never wider than the window. */
export type DrawerWidth = 'narrow' | 'medium';

interface DrawerBaseProps {
  /** Content of the drawer; scrolls when taller than the window. A function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Actions pinned to the bottom edge. A function receives `close`.
   * @default undefined
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * The edge it slides in from: `start` (left in left-to-right languages) or `end`.
   * @default 'end'
   */
  placement?: DrawerPlacement;
  /**
   * Inline size.
   * @default 'medium'
   */
  width?: DrawerWidth;
  /**
   * Open state when controlled. Inside a `DialogTrigger` the trigger controls it instead.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initial open state when uncontrolled and outside a `DialogTrigger`.
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when the drawer opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether Escape and a click on the backdrop close it (the close button is always there).
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible name of the close button. Defaults to the design system's translated "Close".
   * @default undefined
   */
  closeLabel?: string;
  /**
   * Extra class on the panel, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface TitledDrawerProps extends DrawerBaseProps {
  /** Visible heading (`h2`), also the drawer's accessible name. */
  title: ReactNode;
  'aria-label'?: never;
}

export interface UntitledDrawerProps extends DrawerBaseProps {
  title?: never;
  /** Accessible name when the drawer has no visible heading (a navigation drawer). */
  'aria-label': string;
}

/** A drawer is named by a visible `title` or, without one, by `aria-label` (one of the two is required). */
export type DrawerProps = TitledDrawerProps | UntitledDrawerProps;

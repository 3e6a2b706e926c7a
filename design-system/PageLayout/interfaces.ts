import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** The page title, the page's only `h1`. For a tabbed area it names the area ("Account management"). */
  title: ReactNode;
  /**
   * One or two sentences under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Page-level actions at the header's inline end (under the title on narrow content).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Breadcrumbs above the title (a detail page's way back to its list).
   * @default undefined
   */
  breadcrumbs?: ReactNode;
  /**
   * The area's tab bar (`TabNav`), between the header and the content: the same place on every tab of the area.
   * @default undefined
   */
  tabs?: ReactNode;
  /**
   * An alert about the whole page or account (`Banner`), under the header and above the tabs and the content.
   * @default undefined
   */
  notice?: ReactNode;
  /**
   * Content width: `wide` fills the main column (tables, dashboards, lists); `narrow` keeps one form or message at a
   * readable 45rem, on the same start edge as every other page.
   * @default 'wide'
   */
  width?: 'wide' | 'narrow';
  /** Data attributes on the page element, naming the page or its state for tests (`data-page`, `data-member`). */
  [dataAttribute: `data-${string}`]: string | undefined;
  /** The page's sections (`PageSection`, `Card`, a table). */
  children: ReactNode;
}

/* eslint-disable lingui/no-unlocalized-strings -- component folder names: build configuration, never shown */
/**
 * The components whose strings are in the design system's essential catalog (`design-system/locales/`), which
 * the console loads with its core on every route: the console's shell (with its rarer parts: dialogs, the
 * notifications drawer, the extra-information card), the dashboard and the page states. Every other component's
 * strings are in the components catalog (`design-system/i18n/locales/`, `./componentCatalog.ts`), which a page
 * that shows one of them loads with its code.
 *
 * An essential component must not show another component's strings from the components catalog
 * (`console/i18n/designSystemCatalog.test.ts` checks).
 */
export const essentialComponents = [
  'AlertDialog',
  'AppShell',
  'Badge',
  'Banner',
  'Button',
  'CenteredCardLayout',
  'ComboBox',
  'Dialog',
  'Disclosure',
  'Drawer',
  'EmptyState',
  'Field',
  'Footer',
  'InlineAlert',
  'Link',
  'LinkButton',
  'ListBox',
  'Loader',
  'Menu',
  'Popover',
  'ServiceCard',
  'SideNav',
  'Skeleton',
  'Spinner',
  'StatusLabel',
  'TextField',
  'Toast',
  'Tooltip',
  'TopBar',
] as const;

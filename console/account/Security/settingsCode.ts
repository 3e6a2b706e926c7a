/**
 * The security settings' code (SecuritySettings.tsx), loaded alongside the settings themselves instead of with the
 * page: the route's loader starts it (also when a link to the tab is hovered), the page waits for it where it waits
 * for the settings. The password form, which needs no settings, comes with the page.
 */
export const loadSecuritySettings = () => import('./SecuritySettings');

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The console's product domains: each has one catalog, loaded with the domain's first page (console/<domain>/catalog.ts). */
const domains = ['auth', 'dashboard', 'products', 'plans', 'billing', 'account', 'members', 'contact'];

/**
 * Source strings are written in English in the code; Korean is the product default.
 * No fallbackLocales: a fallback would count as a translation and hide a missing one.
 * One catalog per area: the design system's (it never depends on the console), the console's core, the shell, one
 * per product domain, and the dev-only mock panel's; twelve per language.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en', 'ja', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // Every component's strings (and the Storybook-only Foundations pages'), loaded with the console's core.
    {
      path: '<rootDir>/design-system/locales/{locale}/messages',
      include: ['<rootDir>/design-system'],
      exclude: ['**/node_modules/**'],
    },
    // The console's core, loaded on every route: routes, toasts, language names, the API's error messages and the
    // parts several domains share (console/shared).
    {
      path: '<rootDir>/console/locales/{locale}/messages',
      include: ['<rootDir>/console'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '<rootDir>/console/shell/**', ...domains.map((domain) => `<rootDir>/console/${domain}/**`)],
    },
    // The signed-in layout (top bar, side menu, footer, notifications) and the not-found page.
    {
      path: '<rootDir>/console/shell/locales/{locale}/messages',
      include: ['<rootDir>/console/shell'],
      exclude: ['**/node_modules/**'],
    },
    ...domains.map((domain) => ({
      path: `<rootDir>/console/${domain}/locales/{locale}/messages`,
      include: [`<rootDir>/console/${domain}`],
      exclude: ['**/node_modules/**'],
    })),
    // The dev-only mock world panel: never in a production build.
    {
      path: '<rootDir>/mocks/DevPanel/locales/{locale}/messages',
      include: ['<rootDir>/mocks'],
      exclude: ['**/node_modules/**'],
    },
  ],
});

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { essentialComponents } from './design-system/i18n/essentials.ts';

/**
 * Source strings are written in English in the code; Korean is the product default.
 * No fallbackLocales: a fallback would count as a translation and hide a missing one.
 * Separate catalogs so the design system never depends on the console, and so a console route loads only
 * the strings of the code it runs (see console/i18n/catalogs.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en', 'ja', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // The design system's essential catalog: the strings of the components the console's shell, the dashboard
    // and the page states show (design-system/i18n/essentials.ts), loaded with the console's core on every route.
    {
      path: '<rootDir>/design-system/locales/{locale}/messages',
      include: essentialComponents.map((name) => `<rootDir>/design-system/${name}`),
      exclude: ['**/node_modules/**'],
    },
    // The other components' strings: loaded with the pages that show them (design-system/i18n/componentCatalog.ts).
    {
      path: '<rootDir>/design-system/i18n/locales/{locale}/messages',
      include: ['<rootDir>/design-system'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/design-system/Foundations/**',
        ...essentialComponents.map((name) => `<rootDir>/design-system/${name}/**`),
      ],
    },
    // The Storybook-only Foundations pages (tokens, type): their own catalog, which only their stories load, so the
    // console's first loads do not carry them.
    {
      path: '<rootDir>/design-system/Foundations/locales/{locale}/messages',
      include: ['<rootDir>/design-system/Foundations'],
      exclude: ['**/node_modules/**'],
    },
    // The console's core: what every route needs (routes, toasts, language names, the generic error).
    {
      path: '<rootDir>/console/locales/{locale}/messages',
      include: ['<rootDir>/console'],
      exclude: [
        '**/node_modules/**',
        '**/*.gen.ts',
        '<rootDir>/console/pages/**',
        '<rootDir>/console/shell/**',
        '<rootDir>/console/api/errorMessages.ts',
        '<rootDir>/console/api/contextMessages.ts',
      ],
    },
    // The API error catalogue's messages: loaded with the API client and with the pages that show them
    // (console/api/errorCatalog.ts), not with every route.
    {
      path: '<rootDir>/console/api/locales/{locale}/messages',
      include: ['<rootDir>/console/api/errorMessages.ts', '<rootDir>/console/api/contextMessages.ts'],
      exclude: ['**/node_modules/**'],
    },
    // One catalog per page folder and one for the shell, loaded with their code (console/i18n/catalogs.ts), so
    // a route's first load carries only its own strings.
    {
      path: '<rootDir>/console/pages/{name}/locales/{locale}/messages',
      include: ['<rootDir>/console/pages/{name}/'],
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/console/shell/locales/{locale}/messages',
      include: ['<rootDir>/console/shell'],
      exclude: ['**/node_modules/**'],
    },
    // The dev-only mock world panel: never in a production build.
    {
      path: '<rootDir>/mocks/DevPanel/locales/{locale}/messages',
      include: ['<rootDir>/mocks'],
      exclude: ['**/node_modules/**'],
    },
  ],
});

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Source strings are written in English in the code; Korean is the product default.
 * No fallbackLocales: a fallback would count as a translation and hide a missing one.
 * Two catalogs so the design system never depends on the console.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ko', 'en', 'ja', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/design-system/locales/{locale}/messages',
      include: ['<rootDir>/design-system'],
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/console/locales/{locale}/messages',
      include: ['<rootDir>/console', '<rootDir>/mocks'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
});

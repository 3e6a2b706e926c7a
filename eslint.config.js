// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';

/**
 * Import paths one layer may not use: tokens <- design-system <- console; contract (the API's schemas, endpoints,
 * error codes and rules) <- console and mocks; mocks see only the contract.
 */
const layer = (/** @type {string[]} */ group, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/**
 * The design system has no barrel: components are imported from their folder (`@ds/Button`). Every component's
 * CSS module is a side effect, so a barrel would ship every component's styles (and keep their code). A bare
 * `@ds` (or `@ds/index`, `../design-system`) fails here with this reason, wherever the import is written.
 */
const dsBarrel = '^(@ds|@ds/index(\\.ts)?|(\\.\\./)+design-system(/index(\\.ts)?)?)$';
const dsBarrelMessage =
  'Import design-system components from their folder (e.g. `@ds/Button`): there is no `@ds` barrel, since CSS modules are side effects and a barrel would ship every component (design-system/README.md).';
const dsBarrelPattern = { regex: dsBarrel, message: dsBarrelMessage };

/** The console's product domains and the shell: each imports another only through that one's index. */
const consoleDomains = ['auth', 'dashboard', 'products', 'plans', 'billing', 'account', 'members', 'contact', 'shell'];
const crossDomainPattern = (/** @type {string} */ domain) => ({
  regex: `^(@console/|(\\.\\./)+)(${consoleDomains.filter((other) => other !== domain).join('|')})/.+`,
  message: `console/${domain}/ imports another domain only through its index (\`@console/<domain>\`, its index.ts lists what it offers): README.md, "Folders".`,
});
/** Files of the console that may start the mock world: main.tsx (dev), stories, tests and their helpers. */
const consoleMayStartMocks = ['console/**/*.stories.tsx', 'console/**/*.test.{ts,tsx}', 'console/testing/**', 'console/main.tsx', 'console/dev/**'];
const mocksFromConsole = {
  group: ['@mocks', '@mocks/*', '**/mocks/**'],
  message: 'The console reaches the mock world only through HTTP; only main.tsx (dev), stories and tests may start it.',
};

const uiSource = ['design-system/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}', 'mocks/DevPanel/**/*.tsx'];
const notUiSource = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.gen.ts', 'design-system/Foundations/**'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'public/mockServiceWorker.js', '**/*.gen.ts', '.vitest-attachments'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  pluginLingui.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No user-facing string outside Lingui. Stories, tests and token docs show data, not product text.
  {
    files: uiSource,
    ignores: notUiSource,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // one lowercase "word" without spaces: keys, class names, variants, routes, codes
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes
            '^[A-Z0-9_-]+$',
            // URLs, paths, CSS and mime-like values
            '^(https?:|/|\\.|#|--|\\*)',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            // Storybook titles and export names that the screen registry points at
            { regex: { pattern: '^story[A-Z]' } },
            { regex: { pattern: '^(data-|aria-(controls|describedby|labelledby|live|hidden|current|haspopup))' } },
            'type', 'id', 'key', 'name', 'role', 'href', 'to', 'src', 'method', 'path', 'variant', 'size',
            'slot', 'rel', 'target', 'placement', 'autoComplete', 'inputMode', 'displayName', 'Authorization', 'elementType', 'headers',
          ],
          ignoreFunctions: [
            'Error', 'TypeError', 'console.*', '*.startsWith', '*.endsWith', '*.includes', '*.get', '*.set',
            '*.getItem', '*.setItem', '*.removeItem', 'document.querySelector', '*.querySelector', '*.querySelectorAll', '*.addEventListener',
            '*.removeEventListener', 'z.*', 'Intl.*', 'new Intl.*', 'matchMedia', 'window.matchMedia',
          ],
          ignoreMethodsOnTypes: [],
        },
      ],
    },
  },
  // Dependency direction, enforced (not a convention).
  { files: ['tokens/**/*.{ts,tsx}'], rules: layer(['@ds', '@ds/*', '@contract/*', '@console', '@console/*', '@mocks', '@mocks/*', '**/design-system/**', '**/contract/**', '**/console/**', '**/mocks/**'], 'tokens/ is the bottom layer: it imports nothing of the project.') },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@console', '@console/*', '@mocks', '@mocks/*', '@contract/*', '**/console/**', '**/mocks/**', '**/contract/**'],
              message: 'design-system/ never imports console/, mocks/ or contract/: it knows no API, and the dependency runs the other way.',
            },
            dsBarrelPattern,
          ],
        },
      ],
    },
  },
  // The contract is what the console and the mock world share: plain data and pure functions, so it imports no
  // project layer but tokens, and no UI library (no React, no Lingui: its words are the console's).
  {
    files: ['contract/**/*.{ts,tsx}'],
    rules: layer(
      ['@ds', '@ds/*', '@console', '@console/*', '@mocks', '@mocks/*', '**/design-system/**', '**/console/**', '**/mocks/**', 'react', 'react/*', 'react-dom', 'react-dom/*', 'react-aria', 'react-aria-components', '@lingui/*'],
      'contract/ imports nothing of design-system/, console/ or mocks/, nor React or Lingui: both the console and the mock world build on it.',
    ),
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    ignores: consoleMayStartMocks,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            mocksFromConsole,
            dsBarrelPattern,
          ],
        },
      ],
    },
  },
  // main.tsx, stories, tests and their helpers (console/testing) may start the mock world, but the barrel rule holds for them too.
  {
    files: consoleMayStartMocks,
    rules: { 'no-restricted-imports': ['error', { patterns: [dsBarrelPattern] }] },
  },
  // The console's product domains (and the shell) import one another only through the other's index
  // (`@console/account`, never `@console/account/AccountTabs`), stories and tests too; the app's wiring and the routes
  // (which must name the page file for code splitting) may reach any file.
  ...consoleDomains.flatMap((domain) => [
    {
      files: [`console/${domain}/**/*.{ts,tsx}`],
      ignores: consoleMayStartMocks,
      rules: { 'no-restricted-imports': ['error', { patterns: [mocksFromConsole, dsBarrelPattern, crossDomainPattern(domain)] }] },
    },
    {
      files: [`console/${domain}/**/*.stories.tsx`, `console/${domain}/**/*.test.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [dsBarrelPattern, crossDomainPattern(domain)] }] },
    },
  ]),
  // Storybook's own files, scripts and the end-to-end suite: the same one way to import the design system.
  {
    files: ['.storybook/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [dsBarrelPattern] }] },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: layer(['@ds', '@ds/*', '@console', '@console/*', '**/design-system/**', '**/console/**'], 'mocks/ may import only the API contract (@contract), nothing of console/ or design-system/.'),
  },
);

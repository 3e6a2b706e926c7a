import type { Plugin } from 'vite';

/**
 * `@internationalized/date`'s `createCalendar` holds every calendar system it knows (Buddhist, Ethiopic, Hebrew,
 * Indian, Islamic, Japanese, Persian, Taiwan: about 3.5 KiB gzip) so that React Aria's date fields and calendars can
 * follow any locale's calendar. The console speaks four languages (console/i18n/locales.ts) whose calendar is the
 * Gregorian one, and React Aria asks `createCalendar` for the calendar of the console's locale, so the others are
 * never used.
 *
 * This build step gives `createCalendar` the Gregorian calendar alone; asked for another it throws, naming this file
 * (a new language with another calendar must drop the step). It fails the build if the published module no longer
 * has the expected shape (gregorianCalendarOnly.test.ts).
 */
const createCalendarFile = /@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/;
const gregorianImport = /^import \{GregorianCalendar as \$[\w$]+\} from "(\.\/calendars\/GregorianCalendar\.mjs)";$/m;

/** The module `createCalendar.mjs` becomes: the same export, the Gregorian calendar only. */
export function gregorianOnly(code: string): string {
  const from = gregorianImport.exec(code)?.[1];
  if (!from) throw new Error('createCalendar.mjs: no import of GregorianCalendar');
  if (!/ as createCalendar\};/.test(code)) throw new Error('createCalendar.mjs: no createCalendar export');
  return [
    `import {GregorianCalendar} from "${from}";`,
    'export function createCalendar(name) {',
    "  if (name !== 'gregory') {",
    '    throw new Error(`The ${name} calendar is not in this build: the console\'s languages use the Gregorian calendar (scripts/bundle/gregorianCalendarOnly.ts)`);',
    '  }',
    '  return new GregorianCalendar();',
    '}',
    '',
  ].join('\n');
}

export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'account-console:gregorian-calendar-only',
    // The dev server and Storybook pre-bundle the library whole, where the saving does not matter.
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: createCalendarFile },
      handler: (code) => ({ code: gregorianOnly(code), map: null }),
    },
  };
}

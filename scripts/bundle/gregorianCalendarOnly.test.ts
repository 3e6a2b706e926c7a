import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTags } from '../../console/i18n/locales.ts';
import { gregorianOnly } from './gregorianCalendarOnly.ts';

const require = createRequire(import.meta.url);
// The package's entry is dist/index.cjs; the module React Aria's code imports sits beside it.
const publishedModule = () => readFileSync(join(dirname(require.resolve('@internationalized/date')), 'private', 'createCalendar.mjs'), 'utf8');

describe('gregorianCalendarOnly', () => {
  it("is still right: every language of the console uses the Gregorian calendar", () => {
    for (const tag of Object.values(localeTags)) expect(new Intl.DateTimeFormat(tag).resolvedOptions().calendar, tag).toBe('gregory');
  });

  it('keeps the export and imports the Gregorian calendar alone', () => {
    const rewritten = gregorianOnly(publishedModule());
    expect(rewritten).toContain('export function createCalendar(name)');
    expect(rewritten.match(/^import /gm)).toEqual(['import ']);
    expect(rewritten).toContain('"./calendars/GregorianCalendar.mjs"');
  });

  it('creates the Gregorian calendar and refuses the others by name', async () => {
    class GregorianCalendar {
      identifier = 'gregory';
    }
    const body = gregorianOnly(publishedModule()).replace(/^import .*$/m, '').replace('export function', 'function');
    const createCalendar = new Function('GregorianCalendar', `${body}\nreturn createCalendar;`)(GregorianCalendar) as (name: string) => unknown;
    expect(createCalendar('gregory')).toBeInstanceOf(GregorianCalendar);
    expect(() => createCalendar('japanese')).toThrow(/japanese calendar is not in this build/);
  });

  it('fails loudly when the published module changes shape', () => {
    expect(() => gregorianOnly('export {x as createCalendar};')).toThrow(/GregorianCalendar/);
    expect(() => gregorianOnly('import {GregorianCalendar as $a$b} from "./calendars/GregorianCalendar.mjs";')).toThrow(/createCalendar export/);
  });
});

/**
 * Pretendard in two parts in the production build: one small file for the interface's own Hangul, loaded by every
 * page, and the package's 92 dynamic subsets for all other Hangul, loaded only by the screens that show people's
 * and organisations' names (`tokens/hangulNames.ts`).
 *
 * Pretendard's subsets are cut by how often a syllable occurs in Korean text at large, not in this console: the
 * sign-in page's 33 syllables fell into 31 files (1.1 MB), the dashboard's into 44 (1.2 MB), and Chrome decodes
 * each on the main thread (Lighthouse counted ~170 ms of blocking time on a phone for the sign-in fonts alone).
 * Every Hangul syllable the interface can show is in its catalogs or comes from `Intl`, so the build cuts one file
 * holding exactly those (about 450 syllables, ~80 KB) from the full variable font; the stylesheet every page imports
 * (`tokens/baseStyles.ts`) declares only that file, which also takes the package's 8 KiB gzip of render-blocking
 * `@font-face` rules off the signed-out pages.
 *
 * The names stylesheet (the package's stylesheet imported with `?names`) keeps the package's faces less the
 * interface's code points and Inter's Latin range (Inter comes first in the font stack). Taking them out matters:
 * while a face loads, Chrome walks on to the next face listing the character and fetches it too (measured: with
 * the interface's face merely declared last, the sign-in page still fetched its 30 subsets, and its commas three
 * more while Inter loaded). The dev server and Storybook use the package's stylesheet as published (the names
 * import then repeats it, which changes nothing).
 */
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';
import { type CodePointRange, formatUnicodeRange, parseFontFaces, rangesCover } from './compactUnicodeRanges.ts';

/** Every catalog whose strings the built console can show (the mock world's DevPanel is never shipped). */
export const interfaceCatalogs = [
  'design-system/locales/*/messages.po',
  'design-system/i18n/locales/*/messages.po',
  'console/**/locales/*/messages.po',
];

/** Hangul Jamo, Hangul Compatibility Jamo and the precomposed syllables: what Pretendard draws and Inter lacks. */
const hangulBlocks: CodePointRange[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xac00, 0xd7a3],
];

/** The Hangul code points in these texts, ascending. */
export function hangulCodePoints(texts: readonly string[]): number[] {
  const codePoints = new Set<number>();
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (rangesCover(hangulBlocks, codePoint)) codePoints.add(codePoint);
    }
  }
  return [...codePoints].sort((a, b) => a - b);
}

/**
 * Korean the interface shows that is not in its catalogs: what `Intl` writes in `ko` (month, weekday, day-period and
 * era words, relative times, compact numbers, lists, the four interface languages' names). Node's full ICU has the
 * same data as the browsers.
 */
export function koreanIntlText(): string {
  const parts: string[] = [];
  const dates = Array.from({ length: 12 * 7 }, (_, index) => new Date(Date.UTC(2026, index % 12, 1 + (index % 7), index % 24)));
  const dateFormats: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full', timeStyle: 'long', timeZone: 'Asia/Seoul' },
    { dateStyle: 'long', timeStyle: 'short', hour12: true },
    { month: 'short', weekday: 'short', era: 'long', dayPeriod: 'long' },
    { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  ];
  for (const options of dateFormats) for (const date of dates) parts.push(new Intl.DateTimeFormat('ko', options).format(date));
  const units: Intl.RelativeTimeFormatUnit[] = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];
  for (const numeric of ['auto', 'always'] as const)
    for (const unit of units) for (const value of [-2, -1, 0, 1, 2]) parts.push(new Intl.RelativeTimeFormat('ko', { numeric }).format(value, unit));
  for (let exponent = 0; exponent <= 16; exponent += 1) parts.push(new Intl.NumberFormat('ko', { notation: 'compact', compactDisplay: 'long' }).format(10 ** exponent));
  for (const type of ['conjunction', 'disjunction', 'unit'] as const) parts.push(new Intl.ListFormat('ko', { type }).format(['a', 'b', 'c']));
  parts.push(...['ko', 'en', 'ja', 'es'].map((code) => new Intl.DisplayNames('ko', { type: 'language' }).of(code) ?? ''));
  return parts.join(' ');
}

/** The ranges less these code points (both ascending). */
export function withoutCodePoints(ranges: readonly CodePointRange[], codePoints: readonly number[]): CodePointRange[] {
  const result: CodePointRange[] = [];
  for (const [first, last] of ranges) {
    let start = first;
    for (const codePoint of codePoints) {
      if (codePoint < start || codePoint > last) continue;
      if (codePoint > start) result.push([start, codePoint - 1]);
      start = codePoint + 1;
    }
    if (start <= last) result.push([start, last]);
  }
  return result;
}

/**
 * The stylesheet with these code points taken out of every face's `unicode-range`; a face left with none is
 * dropped whole (a `unicode-range` cannot be empty).
 */
export function withoutCodePointsInFaces(css: string, codePoints: readonly number[]): string {
  let result = '';
  let cursor = 0;
  for (const face of parseFontFaces(css)) {
    const ranges = withoutCodePoints(face.ranges, codePoints);
    if (ranges.length > 0) {
      result += css.slice(cursor, face.valueStart) + formatUnicodeRange(ranges);
      cursor = face.valueEnd;
    } else {
      result += css.slice(cursor, css.lastIndexOf('@font-face', face.valueStart));
      cursor = css.indexOf('}', face.valueEnd) + 1;
    }
  }
  return result + css.slice(cursor);
}

/**
 * The interface subset's `@font-face`: the package's own descriptors (family, style, display, weight axis) and the
 * whole of Hangul as its range, which is shorter to write than its ~420 code points (1 KiB gzip less on every page).
 * A character the file lacks goes on to a face that has it (CSS Fonts 4): on a screen with names, the names
 * stylesheet's faces, which are declared later and so checked first; elsewhere the system's Korean font.
 */
export function interfaceFontFace(url: string): string {
  return `
/* The console interface's Hangul in one file (scripts/fonts/interfaceSubset.ts); other Hangul: tokens/hangulNames.ts. */
@font-face {
	font-family: 'Pretendard Variable';
	font-style: normal;
	font-display: swap;
	font-weight: 45 920;
	src: url(${url}) format('woff2-variations');
	unicode-range: ${formatUnicodeRange(hangulBlocks)};
}
`;
}

/** Inter's Latin face, the first of the font stack (tokens/baseStyles.ts). */
const interStylesheet = '@fontsource-variable/inter/index.css';
const interLatinFile = /inter-latin-wght-normal\.woff2$/;

/** Every code point of Inter's Latin face's `unicode-range`, ascending. */
function interLatinCodePoints(root: string): number[] {
  const faces = parseFontFaces(readFileSync(join(root, 'node_modules', interStylesheet), 'utf8'));
  const latin = faces.find((face) => face.url !== undefined && interLatinFile.test(face.url));
  if (!latin) throw new Error(`${interStylesheet}: no Latin face (inter-latin-wght-normal.woff2)`);
  return latin.ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, offset) => first + offset));
}

const dynamicSubsetStylesheet = /pretendard\/dist\/web\/variable\/pretendardvariable-dynamic-subset\.css(\?names)?$/;
const fullVariableFont = 'pretendard/dist/web/variable/woff2/PretendardVariable.woff2';

/**
 * Writes the subset for these code points under `node_modules/.cache` (once per font file and set of code points,
 * so a Pretendard update cuts a new one) and returns its path.
 */
export async function interfaceFontFile(root: string, codePoints: readonly number[]): Promise<string> {
  const text = String.fromCodePoint(...codePoints);
  const font = readFileSync(join(root, 'node_modules', fullVariableFont));
  const key = createHash('sha256').update(font).update(text).digest('hex').slice(0, 12);
  const file = join(root, 'node_modules/.cache/account-console/fonts', `PretendardVariable.interface-${key}.woff2`);
  if (existsSync(file)) return file;
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, subset);
  return file;
}

/** Every Hangul code point the interface can show: its catalogs' and Intl's. */
function interfaceCodePoints(root: string): number[] {
  const catalogs = globSync(interfaceCatalogs, { cwd: root }).sort();
  return hangulCodePoints([...catalogs.map((catalog) => readFileSync(join(root, catalog), 'utf8')), koreanIntlText()]);
}

/** The production build's two Pretendard stylesheets (Storybook leaves the plugin out). */
export const interfaceFontSubsetPluginName = 'account-console:interface-font-subset';

export function interfaceFontSubset(): Plugin {
  let root = process.cwd();
  // Read once per build: both stylesheets need them.
  let codePoints: number[] = [];
  return {
    name: interfaceFontSubsetPluginName,
    enforce: 'pre',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => {
      codePoints = interfaceCodePoints(root);
    },
    transform: {
      filter: { id: dynamicSubsetStylesheet },
      handler: async (code, id) => {
        if (id.endsWith('?names')) {
          const takenOut = [...new Set([...codePoints, ...interLatinCodePoints(root)])].sort((a, b) => a - b);
          return { code: withoutCodePointsInFaces(code, takenOut), map: null };
        }
        const file = await interfaceFontFile(root, codePoints);
        // Relative to the stylesheet, so Vite emits the file as an asset like the package's own subsets.
        const url = relative(dirname(id.replace(/\?.*$/, '')), file).split('\\').join('/');
        return { code: interfaceFontFace(url), map: null };
      },
    },
  };
}

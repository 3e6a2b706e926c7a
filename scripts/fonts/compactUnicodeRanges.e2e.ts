/**
 * Chrome downloads the same font file for each character with the compacted @font-face CSS as with the
 * original. The unit test proves the mapping under the CSS rule that the last defined face is checked first;
 * this checks that Chrome follows it, on the characters where compaction could go wrong: one from a filled
 * hole of every face that has one (its glyph lives in another, later face).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../browser.ts';
import { compactUnicodeRanges, parseFontFaces, rangesCover } from './compactUnicodeRanges.ts';
import { glyphsBesideStylesheet } from './woff2CodePoints.ts';

const require = createRequire(import.meta.url);
const origin = 'http://fonts.test';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}, 60_000);
afterAll(async () => {
  await browser.close();
});

/** One code point from a filled hole of each face of the compacted CSS: covered now, not the face's own glyph. */
function filledHoleProbes(original: string, compacted: string): number[] {
  const before = parseFontFaces(original);
  return parseFontFaces(compacted).flatMap((face, index) => {
    const own = before[index]?.ranges ?? [];
    for (const [first, last] of face.ranges) for (let codePoint = first; codePoint <= last; codePoint += 1) if (!rangesCover(own, codePoint)) return [codePoint];
    return [];
  });
}

/**
 * The font files Chrome fetches for each probe character, shown alone in its own copy of the font family
 * (a query string on each copy's URLs tells the requests apart).
 */
async function filesPerProbe(css: string, cssFile: string, family: string, probes: readonly number[]): Promise<string[][]> {
  const copies = probes.map((_, probe) => css.replaceAll(family, `probe-${probe}`).replace(/url\(([^)?]+)\)/g, `url($1?probe=${probe})`));
  const paragraphs = probes.map((codePoint, probe) => `<p style="font-family:'probe-${probe}'">&#${codePoint};</p>`);
  const requested = probes.map(() => new Set<string>());
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') {
      await route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><style>${copies.join('\n')}</style>${paragraphs.join('')}` });
      return;
    }
    requested[Number(url.searchParams.get('probe'))]?.add(url.pathname);
    await route.fulfill({ contentType: 'font/woff2', body: readFileSync(join(dirname(cssFile), url.pathname)) });
  });
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await context.close();
  return requested.map((files) => [...files].sort());
}

const fonts = [
  { name: 'Pretendard', specifier: 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css', family: 'Pretendard Variable' },
  { name: 'Noto Sans JP', specifier: '@fontsource-variable/noto-sans-jp/index.css', family: 'Noto Sans JP Variable' },
];

describe('compacted unicode-range in Chrome', () => {
  it.each(fonts)('$name: a character in a filled hole loads the one file that holds it, as before', async ({ specifier, family }) => {
    const cssFile = require.resolve(specifier);
    const original = readFileSync(cssFile, 'utf8');
    const compacted = compactUnicodeRanges(original, glyphsBesideStylesheet(cssFile));
    const probes = filledHoleProbes(original, compacted);
    expect(probes.length).toBeGreaterThan(20);
    const before = await filesPerProbe(original, cssFile, family, probes);
    const after = await filesPerProbe(compacted, cssFile, family, probes);
    // Each probe needs exactly one file: the same one with either stylesheet.
    expect(before.every((files) => files.length === 1)).toBe(true);
    expect(after).toEqual(before);
  }, 120_000);
});

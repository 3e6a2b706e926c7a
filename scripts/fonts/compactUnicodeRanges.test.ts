import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compactUnicodeRanges, formatUnicodeRange, minimumFacesToCompact, parseFontFaces, parseUnicodeRange, type GlyphsOf } from './compactUnicodeRanges.ts';
import { glyphsBesideStylesheet } from './woff2CodePoints.ts';

const require = createRequire(import.meta.url);

/**
 * The files a browser loads to show each code point (CSS Fonts 4): the faces of one descriptor set whose
 * range covers it, last defined first, until one has the glyph. Keyed `descriptors|code point`.
 */
function filesByCodePoint(css: string, glyphsOf: GlyphsOf): Map<string, string> {
  const faces = parseFontFaces(css);
  const covering = new Map<string, number[]>();
  faces.forEach((face, index) => {
    for (const [first, last] of face.ranges)
      for (let codePoint = first; codePoint <= last; codePoint += 1) {
        const key = `${face.key}|${codePoint}`;
        covering.set(key, [...(covering.get(key) ?? []), index]);
      }
  });
  const files = new Map<string, string>();
  for (const [key, indexes] of covering) {
    const codePoint = Number(key.slice(key.lastIndexOf('|') + 1));
    const loaded: string[] = [];
    for (const index of indexes.toReversed()) {
      const url = faces[index]?.url ?? '';
      loaded.push(url);
      if (glyphsOf(url)?.has(codePoint)) break;
    }
    files.set(key, loaded.join(' '));
  }
  return files;
}

function expectSameFiles(original: string, compacted: string, glyphsOf: GlyphsOf) {
  const before = filesByCodePoint(original, glyphsOf);
  const after = filesByCodePoint(compacted, glyphsOf);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${key}: ${before.get(key) ?? 'none'} -> ${after.get(key) ?? 'none'}`);
  expect(changed.slice(0, 5), `${changed.length} code points load other files`).toEqual([]);
}

const kib = (text: string) => gzipSync(text).byteLength / 1024;

/** Small examples, padded with faces of another family up to the size compaction applies to. */
const withOtherFaces = (rules: readonly string[]) =>
  [...rules, ...Array.from({ length: minimumFacesToCompact }, (_, index) => `@font-face{font-family:'Other';src:url(o${index}.woff2);unicode-range:U+${(0xf0000 + index * 2).toString(16)}}`)].join('\n');

describe('compactUnicodeRanges', () => {
  it('parses and formats ranges and single code points', () => {
    expect(parseUnicodeRange('U+0-ff, U+131,U+AC00-D7A3')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0xac00, 0xd7a3],
    ]);
    expect(formatUnicodeRange([[0x41, 0x41], [0xac00, 0xd7a3]])).toBe('U+41,U+ac00-d7a3');
  });

  it('fills a hole only with glyphs of faces defined later, never with earlier, unowned or missing ones', () => {
    const css = withOtherFaces([
      "@font-face{font-family:'F';src:url(a.woff2);unicode-range:U+10,U+30}",
      "@font-face{font-family:'F';src:url(b.woff2);unicode-range:U+1,U+3,U+5,U+7,U+9,U+b,U+d}",
      "@font-face{font-family:'F';src:url(c.woff2);unicode-range:U+2,U+4,U+8,U+c}",
    ]);
    // c lists U+c but has no glyph for it: the browser would go on to b for it if b covered it.
    const glyphs: Record<string, Set<number>> = {
      'a.woff2': new Set([0x10, 0x30]),
      'b.woff2': new Set([1, 3, 5, 7, 9, 0xb, 0xd]),
      'c.woff2': new Set([2, 4, 8]),
    };
    const glyphsOf: GlyphsOf = (url) => glyphs[url];
    const compacted = compactUnicodeRanges(css, glyphsOf);
    // b: 1-5 (2 and 4 are c's), 6 is nobody's, 7-9 (8 is c's), b, d (c is c's but c lacks the glyph).
    expect(compacted).toContain('url(b.woff2);unicode-range:U+1-5,U+7-9,U+b,U+d}');
    // c: 2, 4 and 8 stay apart (3, 5-7 are b's, defined earlier).
    expect(compacted).toContain('url(c.woff2);unicode-range:U+2,U+4,U+8,U+c}');
    // a's hole (11-2f) is nobody's: it stays.
    expect(compacted).toContain('url(a.woff2);unicode-range:U+10,U+30}');
    expectSameFiles(css, compacted, glyphsOf);
  });

  it('leaves a stylesheet with few faces as it is (Inter)', () => {
    const file = require.resolve('@fontsource-variable/inter/index.css');
    const css = readFileSync(file, 'utf8');
    expect(parseFontFaces(css).length).toBeLessThan(minimumFacesToCompact);
    expect(compactUnicodeRanges(css, glyphsBesideStylesheet(file))).toBe(css);
  });

  it('lends nothing from a face whose glyphs are unknown', () => {
    const css = withOtherFaces(["@font-face{font-family:'F';src:url(a.woff2);unicode-range:U+1,U+3}", "@font-face{font-family:'F';src:url(b.woff2);unicode-range:U+2}"]);
    expect(compactUnicodeRanges(css, () => undefined)).toBe(css);
  });

  it('keeps faces of different weights or styles apart', () => {
    const css = withOtherFaces([
      "@font-face{font-family:'F';font-weight:400;src:url(a.woff2);unicode-range:U+1,U+3}",
      "@font-face{font-family:'F';font-weight:700;src:url(b.woff2);unicode-range:U+2}",
    ]);
    expect(compactUnicodeRanges(css, () => new Set([1, 2, 3]))).toBe(css);
  });

  it.each([
    { name: 'Pretendard', specifier: 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css', faces: 92, ratio: 0.65 },
    { name: 'Noto Sans JP', specifier: '@fontsource-variable/noto-sans-jp/index.css', faces: 124, ratio: 0.95 },
  ])('$name: every code point loads the same files, from a shorter stylesheet', ({ specifier, faces, ratio }) => {
    const file = require.resolve(specifier);
    const css = readFileSync(file, 'utf8');
    const glyphsOf = glyphsBesideStylesheet(file);
    const compacted = compactUnicodeRanges(css, glyphsOf);
    expectSameFiles(css, compacted, glyphsOf);
    expect(parseFontFaces(compacted)).toHaveLength(faces);
    expect(kib(compacted)).toBeLessThanOrEqual(kib(css) * ratio);
  });
});

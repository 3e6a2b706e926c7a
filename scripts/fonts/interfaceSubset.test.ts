import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFontFaces } from './compactUnicodeRanges.ts';
import {
  hangulCodePoints,
  interfaceCatalogs,
  interfaceFontFace,
  interfaceFontFile,
  koreanIntlText,
  withoutCodePoints,
  withoutCodePointsInFaces,
} from './interfaceSubset.ts';
import { woff2CodePoints } from './woff2CodePoints.ts';

const codePoint = (character: string) => character.codePointAt(0) ?? 0;

describe('the interface subset of Pretendard', () => {
  it('collects each Hangul code point of the texts once, ascending, and nothing else', () => {
    expect(hangulCodePoints(['로그인 Sign in', '로그아웃 ㄱ'])).toEqual(['ㄱ', '그', '로', '아', '웃', '인'].map(codePoint).sort((a, b) => a - b));
  });

  it('takes code points out of ranges, splitting them where needed', () => {
    expect(withoutCodePoints([[10, 20], [30, 30], [40, 42]], [10, 15, 30, 42])).toEqual([
      [11, 14],
      [16, 20],
      [40, 41],
    ]);
  });

  it('takes code points out of every face and drops a face left with none', () => {
    const css = `@font-face { font-family: 'P'; src: url(./a.woff2); unicode-range: U+41-43, U+50; }
@font-face { font-family: 'P'; src: url(./b.woff2); unicode-range: U+42; }
@font-face { font-family: 'P'; src: url(./c.woff2); unicode-range: U+60; }`;
    const result = withoutCodePointsInFaces(css, [0x42, 0x50]);
    expect(parseFontFaces(result).map((face) => [face.url, face.ranges])).toEqual([
      ['./a.woff2', [[0x41, 0x41], [0x43, 0x43]]],
      ['./c.woff2', [[0x60, 0x60]]],
    ]);
    expect(result).not.toContain('b.woff2');
  });

  it("declares the file with the package's descriptors for the whole of Hangul", () => {
    const [face] = parseFontFaces(interfaceFontFace('./x.woff2'));
    expect(face?.url).toBe('./x.woff2');
    expect(face?.key).toBe('font-display:swap;font-family:Pretendard Variable;font-style:normal;font-weight:45 920');
    expect(face?.ranges).toEqual([
      [0x1100, 0x11ff],
      [0x3130, 0x318f],
      [0xac00, 0xd7a3],
    ]);
  });

  it("takes in the Korean that Intl writes: weekdays, day periods, relative times, compact numbers", () => {
    const text = koreanIntlText();
    for (const word of ['수요일', '오후', '어제', '내일', '만', '억', '또는', '한국어', '스페인어']) expect(text).toContain(word);
  });

  it("holds a glyph for every Hangul code point of the console's catalogs and of Intl's Korean", async () => {
    const catalogs = globSync(interfaceCatalogs).map((catalog) => readFileSync(catalog, 'utf8'));
    const codePoints = hangulCodePoints([...catalogs, koreanIntlText()]);
    expect(codePoints.length).toBeGreaterThan(100);
    const glyphs = woff2CodePoints(readFileSync(await interfaceFontFile(process.cwd(), codePoints)));
    expect(codePoints.filter((point) => !glyphs.has(point))).toEqual([]);
  }, 30_000);
});

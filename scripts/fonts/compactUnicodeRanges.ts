/**
 * Shorter `unicode-range` lists for webfonts split into many subsets (Pretendard: 92 faces, Noto Sans JP: 124),
 * with the same downloads in every browser.
 *
 * A subset's range is full of holes: the code points between its characters that live in other subsets. When
 * faces of one family overlap, the browser checks the face defined last first (CSS Fonts 4, "unicode-range":
 * "the last rule defined is the first to be checked for a given character"). So a hole may be filled when every
 * code point in it belongs to a face defined later whose file has the glyph: for those characters the later
 * face is checked first and has the glyph, and the filled face is never downloaded for them. (A range may list
 * characters its file lacks; the browser then tries the next face that covers the character, so those are not
 * fillers: the glyphs come from each file's cmap, woff2CodePoints.ts.) A hole holding a code point that no face
 * has, or that an earlier face has, stays a hole. Each character therefore still loads exactly the files it did
 * before (checked exhaustively by compactUnicodeRanges.test.ts, and in Chrome by compactUnicodeRanges.e2e.ts),
 * while Pretendard's @font-face CSS drops from 13.3 to 8 KiB gzip on every page.
 */

/** An inclusive code point range. */
export type CodePointRange = readonly [first: number, last: number];

/** The code points a font file has glyphs for, by its `src` URL as written; undefined when unknown. */
export type GlyphsOf = (url: string) => ReadonlySet<number> | undefined;

interface FontFace {
  /** The face's descriptors other than `src` and `unicode-range`: faces compete only within one such key. */
  key: string;
  /** The first `url()` of its `src`. */
  url: string | undefined;
  ranges: CodePointRange[];
  /** Where the `unicode-range` value sits in the CSS text. */
  valueStart: number;
  valueEnd: number;
}

const fontFaceRule = /@font-face\s*\{([^}]*)\}/g;
const declaration = /([\w-]+)\s*:\s*([^;]*?)\s*(?:;|$)/g;

export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').map((part): CodePointRange => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
    if (first.includes('?')) throw new Error(`unicode-range wildcards are not supported: ${part}`);
    const start = Number.parseInt(first, 16);
    const end = last === undefined ? start : Number.parseInt(last, 16);
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start) throw new Error(`bad unicode-range part: ${part}`);
    return [start, end];
  });
}

/** Whether `codePoint` lies in one of `ranges`. */
export function rangesCover(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

export function formatUnicodeRange(ranges: readonly CodePointRange[]): string {
  return ranges.map(([first, last]) => (first === last ? `U+${first.toString(16)}` : `U+${first.toString(16)}-${last.toString(16)}`)).join(',');
}

/** Sorted, merged copy. */
function normalise(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of sorted) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

export function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const rule of css.matchAll(fontFaceRule)) {
    const body = rule[1] ?? '';
    const bodyStart = rule.index + rule[0].indexOf('{') + 1;
    const descriptors: string[] = [];
    let range: { value: string; start: number } | undefined;
    let url: string | undefined;
    for (const item of body.matchAll(declaration)) {
      const name = (item[1] ?? '').toLowerCase();
      const value = item[2] ?? '';
      if (name === 'unicode-range') range = { value, start: bodyStart + item.index + item[0].indexOf(value, name.length) };
      else if (name === 'src') url = /url\(\s*['"]?([^'")]+)/.exec(value)?.[1];
      else descriptors.push(`${name}:${value.replace(/["']/g, '')}`);
    }
    if (!range) continue;
    faces.push({
      key: descriptors.sort().join(';'),
      url,
      ranges: normalise(parseUnicodeRange(range.value)),
      valueStart: range.start,
      valueEnd: range.start + range.value.length,
    });
  }
  return faces;
}

/** The compacted ranges of every face, in order. */
function compactFaces(faces: readonly FontFace[], glyphsOf: GlyphsOf): CodePointRange[][] {
  const glyphs = faces.map((face) => (face.url === undefined ? undefined : glyphsOf(face.url)));
  // Owner per code point, per descriptor key, as the CSS stands.
  const owners = new Map<string, Map<number, number>>();
  faces.forEach((face, index) => {
    const owner = owners.get(face.key) ?? new Map<number, number>();
    owners.set(face.key, owner);
    for (const [first, last] of face.ranges) for (let codePoint = first; codePoint <= last; codePoint += 1) owner.set(codePoint, index);
  });
  return faces.map((face, index) => {
    const owner = owners.get(face.key) ?? new Map<number, number>();
    // Only holes are filled; overlaps stay (a face lacking a glyph that another face also lists passes it on).
    const compacted: [number, number][] = [];
    for (const range of face.ranges) {
      const previous = compacted.at(-1);
      if (previous && holeIsHeldLater(owner, glyphs, previous[1] + 1, range[0] - 1, index)) previous[1] = range[1];
      else compacted.push([range[0], range[1]]);
    }
    return compacted;
  });
}

/** Every code point of the hole is a later face's, and that face's file has its glyph. */
function holeIsHeldLater(
  owner: ReadonlyMap<number, number>,
  glyphs: readonly (ReadonlySet<number> | undefined)[],
  first: number,
  last: number,
  index: number,
): boolean {
  for (let codePoint = first; codePoint <= last; codePoint += 1) {
    const holder = owner.get(codePoint);
    if (holder === undefined || holder <= index || !glyphs[holder]?.has(codePoint)) return false;
  }
  return true;
}

/**
 * Stylesheets with fewer faces are left as they are. A short list gains nothing (Inter's 7 faces: 0.1 KiB), and
 * there `FontFaceSet.check()` and `.load()` keep their exact meaning: they consider every face whose range lists a
 * character, so after compaction they also wait for earlier subsets the browser would never load for it.
 */
export const minimumFacesToCompact = 20;

/**
 * The CSS with every @font-face `unicode-range` compacted; everything else byte for byte. A face whose glyphs
 * are unknown lends no code points to other faces' holes.
 */
export function compactUnicodeRanges(css: string, glyphsOf: GlyphsOf): string {
  const faces = parseFontFaces(css);
  if (faces.length < minimumFacesToCompact) return css;
  const compacted = compactFaces(faces, glyphsOf);
  let result = '';
  let cursor = 0;
  faces.forEach((face, index) => {
    // A face that owns nothing (later faces cover all of it) keeps its list: it is never used either way.
    const ranges = compacted[index]?.length ? compacted[index] : face.ranges;
    result += css.slice(cursor, face.valueStart) + formatUnicodeRange(ranges);
    cursor = face.valueEnd;
  });
  return result + css.slice(cursor);
}

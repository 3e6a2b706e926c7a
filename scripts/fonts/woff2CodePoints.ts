/**
 * The code points a WOFF2 font has glyphs for, read from its `cmap` table. A subset's `unicode-range` may
 * list characters its file has no glyph for (Pretendard lists symbols such as U+24D2); the browser then goes
 * on to the next face that covers the character, which compactUnicodeRanges must know to stay exact.
 *
 * WOFF2 (https://www.w3.org/TR/WOFF2/): a table directory, then one Brotli stream holding every table in
 * directory order, unpadded. `cmap` is never transformed, so it is read as in an OpenType file.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const cmapTagIndex = 0;
const glyfTagIndex = 10;
const locaTagIndex = 11;

/** UIntBase128 from the WOFF2 spec: returns the value and the offset after it. */
function readBase128(data: Buffer, offset: number): [value: number, next: number] {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = data.readUInt8(offset + index);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, offset + index + 1];
  }
  throw new Error('woff2: UIntBase128 longer than 5 bytes');
}

/** The decompressed `cmap` table of a WOFF2 file. */
function cmapTable(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  const totalCompressedSize = file.readUInt32BE(20);
  let offset = 48;
  let streamOffset = 0;
  let cmap: { start: number; length: number } | undefined;
  for (let table = 0; table < numTables; table += 1) {
    const flags = file.readUInt8(offset);
    offset += 1;
    const tagIndex = flags & 0x3f;
    const transform = flags >> 6;
    if (tagIndex === 63) offset += 4;
    const [origLength, afterOrig] = readBase128(file, offset);
    offset = afterOrig;
    let length = origLength;
    // glyf and loca are transformed unless version 3; any other table is transformed unless version 0.
    const transformed = tagIndex === glyfTagIndex || tagIndex === locaTagIndex ? transform !== 3 : transform !== 0;
    if (transformed) [length, offset] = readBase128(file, offset);
    if (tagIndex === cmapTagIndex) cmap = { start: streamOffset, length };
    streamOffset += length;
  }
  if (!cmap) throw new Error('woff2: no cmap table');
  const tables = brotliDecompressSync(file.subarray(offset, offset + totalCompressedSize));
  return tables.subarray(cmap.start, cmap.start + cmap.length);
}

/** Code points with a glyph, from a format 12 (full Unicode) or format 4 (BMP) Unicode subtable. */
export function woff2CodePoints(file: Buffer): Set<number> {
  const cmap = cmapTable(file);
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => ({
    platform: cmap.readUInt16BE(4 + index * 8),
    encoding: cmap.readUInt16BE(6 + index * 8),
    offset: cmap.readUInt32BE(8 + index * 8),
  }));
  const unicode = subtables.filter(({ platform, encoding }) => platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)));
  const format = (offset: number) => cmap.readUInt16BE(offset);
  const full = unicode.find(({ offset }) => format(offset) === 12);
  const codePoints = new Set<number>();
  if (full) {
    const groups = cmap.readUInt32BE(full.offset + 12);
    for (let group = 0; group < groups; group += 1) {
      const at = full.offset + 16 + group * 12;
      const [first, last, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let codePoint = first; codePoint <= last; codePoint += 1) if (glyph + codePoint - first !== 0) codePoints.add(codePoint);
    }
    return codePoints;
  }
  const bmp = unicode.find(({ offset }) => format(offset) === 4);
  if (!bmp) throw new Error('woff2: no Unicode cmap subtable of format 4 or 12');
  const segments = cmap.readUInt16BE(bmp.offset + 6) / 2;
  const ends = bmp.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = cmap.readUInt16BE(ends + segment * 2);
    const start = cmap.readUInt16BE(starts + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (codePoint + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) codePoints.add(codePoint);
    }
  }
  return codePoints;
}

/**
 * Glyphs of the font files a stylesheet links relative to itself (how npm font packages ship them), read once
 * each; undefined for a file that is missing or not WOFF2.
 */
export function glyphsBesideStylesheet(stylesheet: string): (url: string) => ReadonlySet<number> | undefined {
  const cache = new Map<string, Set<number> | undefined>();
  return (url) => {
    if (!cache.has(url)) {
      let glyphs: Set<number> | undefined;
      try {
        glyphs = /^[a-z]+:|^\//i.test(url) ? undefined : woff2CodePoints(readFileSync(join(dirname(stylesheet), url)));
      } catch {
        glyphs = undefined;
      }
      cache.set(url, glyphs);
    }
    return cache.get(url);
  };
}

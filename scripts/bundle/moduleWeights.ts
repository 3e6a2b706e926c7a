/**
 * Which source modules a load's scripts are made of, from the build's source maps: each script's gzip bytes shared
 * among its sources by the characters of minified code each one produced. An estimate (gzip does not compress every
 * part alike), good enough to tell what weighs on a route. `BUNDLE_ROUTE=...` in `npm run bench:bundle` prints it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

/** One source map segment's numbers (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    if (bits === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Characters of `code` per source of its map (code without a mapping counts under `(unmapped)`). */
export function charactersBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const counts = new Map<string, number>();
  const add = (source: string, characters: number) => counts.set(source, (counts.get(source) ?? 0) + characters);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let from = 0;
    let current = '(unmapped)';
    for (const segment of line ? line.split(',') : []) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(current, column - from);
      from = column;
      if (sourceDelta === undefined) {
        current = '(unmapped)';
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '(unmapped)';
      }
    }
    add(current, length - from);
  });
  return counts;
}

/** A map's source (relative to the map's folder) as a path from the project's root (`node_modules/react/...`). */
const fromRoot = (mapFolder: string, source: string) => relative(projectRoot, resolve(mapFolder, source));

/** The package (`react-aria`, `@tanstack/query-core`) or the project folder (`design-system/Select`) of a module. */
export function groupOf(source: string): string {
  if (source.endsWith('(glue)')) return '(unmapped: import glue, chunk wrappers)';
  const path = source;
  const dependency = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (dependency?.[1]) return dependency[1];
  return dirname(path).split('/').slice(0, 3).join('/');
}

export interface ModuleWeight {
  module: string;
  gzipBytes: number;
}

/** Each source module's estimated share of the gzip bytes of the scripts `files` (`/assets/x.js` -> gzip bytes). */
export function moduleWeights(outDir: string, files: ReadonlyMap<string, number>): ModuleWeight[] {
  const weights = new Map<string, number>();
  for (const [path, gzipBytes] of files) {
    const file = join(outDir, path);
    if (!existsSync(`${file}.map`)) {
      weights.set(path, (weights.get(path) ?? 0) + gzipBytes);
      continue;
    }
    const counts = charactersBySource(readFileSync(file, 'utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0) || 1;
    for (const [source, count] of counts) {
      const module = source === '(unmapped)' ? `${path} (glue)` : fromRoot(dirname(file), source);
      weights.set(module, (weights.get(module) ?? 0) + (gzipBytes * count) / total);
    }
  }
  return [...weights].map(([module, gzipBytes]) => ({ module, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The weights summed by package or project folder. */
export function groupWeights(weights: readonly ModuleWeight[]): ModuleWeight[] {
  const groups = new Map<string, number>();
  for (const { module, gzipBytes } of weights) groups.set(groupOf(module), (groups.get(groupOf(module)) ?? 0) + gzipBytes);
  return [...groups].map(([module, gzipBytes]) => ({ module, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

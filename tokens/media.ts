/**
 * Media / container query strings derived from the breakpoint ranges in `source.ts`.
 * Shared by the Sass emitter and the TS helpers so both produce identical queries.
 *
 * Ranges are inclusive integer px, so "below 576" is written `max-width: 575.98px`
 * (avoids a gap/overlap at fractional widths under zoom).
 */
import type { DeviceClass, WidthRange } from './source.ts';

/** Query that always matches. */
export const ALWAYS = 'all';
/** Query that never matches. */
export const NEVER = 'not all';

/** `(min-width: Npx)`. */
export function minWidth(px: number): string {
  return `(min-width: ${px}px)`;
}

/** `(max-width: N-0.02px)`: strictly narrower than `px`. */
export function below(px: number): string {
  return `(max-width: ${Number((px - 0.02).toFixed(2))}px)`;
}

interface Ranged extends WidthRange {
  readonly deviceClass?: DeviceClass;
}

function indexOrThrow<T>(ranges: readonly T[], match: (range: T) => boolean, what: string): number {
  const index = ranges.findIndex(match);
  if (index < 0) throw new Error(`Unknown ${what}`);
  return index;
}

/**
 * Queries for the range at `index` of a contiguous, narrowest-first list. The first range also
 * covers everything narrower than its `min` (e.g. widths < 280 count as mobile_xsm).
 */
export function rangeQueries(ranges: readonly Ranged[], index: number): { up: string; down: string; only: string } {
  const range = ranges[index];
  if (!range) throw new Error(`No range at index ${index}`);
  const isFirst = index === 0;
  const up = isFirst ? ALWAYS : minWidth(range.min);
  const down = isFirst ? NEVER : below(range.min);
  const upper = range.max === null ? null : below(range.max + 1);
  let only: string;
  if (isFirst) only = upper ?? ALWAYS;
  else only = upper === null ? up : `${up} and ${upper}`;
  return { up, down, only };
}

/** Queries for one device class of the window breakpoints. */
export function deviceClassQueries(
  windowBreakpoints: readonly (WidthRange & { readonly deviceClass: DeviceClass })[],
  deviceClass: DeviceClass,
): { up: string; down: string; only: string } {
  const index = indexOrThrow(windowBreakpoints, (b) => b.deviceClass === deviceClass, `device class ${deviceClass}`);
  return rangeQueries(windowBreakpoints, index);
}

/**
 * Typed design tokens for TypeScript (`import { tokens, deviceClassForWidth } from '@tokens'`).
 * Values come from `source.ts`; the CSS (`generated/variables.css`) and Sass (`generated/_tokens.scss`)
 * forms are emitted from the same source by `npm run tokens`.
 */
import { deviceClassQueries } from './media.ts';
import {
  contentBreakpoints,
  contrastPairs,
  deviceClasses,
  source,
  windowBreakpoints,
  type ContentClass,
  type DeviceClass,
  type DeviceKind,
  type SemanticColorName,
} from './source.ts';

export { contrastRatio, relativeLuminance } from './contrast.ts';
export { cssPrefix, cssVariables, type TokenVariable } from './emit.ts';
export type {
  ContentBreakpoint,
  ContentClass,
  ContrastPair,
  DeviceClass,
  DeviceKind,
  SemanticColorName,
  TokenSource,
  WidthRange,
  WindowBreakpoint,
} from './source.ts';

/** Every token, as declared in `source.ts`. */
export const tokens = source;

/**
 * Token groups by name, for runtime code: `tokens` holds every token (palette, type, all of it), so a
 * component that reads one value imports its group and the bundle keeps only that group.
 */
export { layout as layoutTokens, tooltip as tooltipTokens } from './source.ts';

/** Device classes, narrowest first. */
export { deviceClasses, contrastPairs };

/** Window breakpoints (inclusive px ranges) per device class, narrowest first. */
export const breakpoints = windowBreakpoints;

/** Content-area width ranges, narrowest first. */
export { contentBreakpoints };

/** `var(--ac-color-<name>)` for a semantic colour. */
export function colorVar(name: SemanticColorName): string {
  return `var(--ac-color-${name})`;
}

/** Device class for a window width in CSS px. Widths below 280 count as `mobile_xsm`. */
export function deviceClassForWidth(width: number): DeviceClass {
  // Fractional widths (zoom) between two integer ranges belong to the lower one, like the media queries.
  for (let i = windowBreakpoints.length - 1; i > 0; i -= 1) {
    const breakpoint = windowBreakpoints[i];
    if (breakpoint && width >= breakpoint.min) return breakpoint.deviceClass;
  }
  return deviceClasses[0];
}

/** Content class for a content-area width in CSS px. */
export function contentClassForWidth(width: number): ContentClass {
  for (let i = contentBreakpoints.length - 1; i > 0; i -= 1) {
    const breakpoint = contentBreakpoints[i];
    if (breakpoint && width >= breakpoint.min) return breakpoint.name;
  }
  return contentBreakpoints[0].name;
}

const kinds = Object.fromEntries(windowBreakpoints.map((b) => [b.deviceClass, b.kind])) as Record<DeviceClass, DeviceKind>;

/** mobile (side menu as dropdown), tablet (drawer) or desktop (fixed side menu). */
export function deviceKind(deviceClass: DeviceClass): DeviceKind {
  return kinds[deviceClass];
}

/** Media query matching exactly `deviceClass` (for `matchMedia`). Same strings as the Sass `only()` mixin. */
export function mediaQuery(deviceClass: DeviceClass): string {
  return deviceClassQueries(windowBreakpoints, deviceClass).only;
}

/** Media query for `deviceClass` and wider (`'all'` for the narrowest). Same as Sass `up()`. */
export function mediaQueryUp(deviceClass: DeviceClass): string {
  return deviceClassQueries(windowBreakpoints, deviceClass).up;
}

/** Media query for windows narrower than `deviceClass` (`'not all'` for the narrowest). Same as Sass `down()`. */
export function mediaQueryDown(deviceClass: DeviceClass): string {
  return deviceClassQueries(windowBreakpoints, deviceClass).down;
}

/** Shape of a Storybook viewport (structurally `Viewport` from `storybook/viewport`). */
export interface StorybookViewport {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

/** Height of every generated Storybook viewport, px. */
export const storybookViewportHeight = 800;

/**
 * One Storybook viewport per device class, keyed by the class name, at the lower bound of its
 * range (280, 320, 576, 768, 992, 1280) so a story shows the tightest layout of each class.
 */
export const storybookViewports: Record<DeviceClass, StorybookViewport> = Object.fromEntries(
  windowBreakpoints.map((b) => [
    b.deviceClass,
    {
      name: `${b.deviceClass} (${b.min}${b.max === null ? '+' : `-${b.max}`})`,
      styles: { width: `${b.min}px`, height: `${storybookViewportHeight}px` },
      type: b.kind,
    },
  ]),
) as Record<DeviceClass, StorybookViewport>;

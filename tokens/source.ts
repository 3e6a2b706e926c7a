/**
 * Design tokens: the ONE source of truth.
 *
 * Everything else derives from this file: `generated/tokens.css` (CSS custom properties, `--ac-*`),
 * `generated/_tokens.scss` (Sass variables + breakpoint mixins), the typed `tokens` export in `index.ts`,
 * Storybook viewports and the Foundations docs. Rebuild the generated files with `npm run tokens`
 * (`node tokens/build.ts`) after any change here.
 *
 * Only erasable TypeScript syntax: `node tokens/build.ts` runs this file with Node's type stripping.
 * Lengths are numbers in px, durations numbers in ms, unless stated otherwise.
 */

import { toast } from './toast.ts';

/* ------------------------------------------------------------------------------------------------
 * Breakpoints (console spec §9). Defined once; media queries, the Sass map, `deviceClassForWidth`
 * and the Storybook viewports are all derived from these ranges.
 * ---------------------------------------------------------------------------------------------- */

/** Device classes, narrowest first. */
export const deviceClasses = [
  'mobile_xsm',
  'mobile_sm',
  'tablet_md',
  'tablet_lg',
  'desktop_xl',
  'desktop_xxl',
] as const;

export type DeviceClass = (typeof deviceClasses)[number];

/** Coarse kind of a device class: drives the side menu (dropdown on mobile, drawer on tablet, fixed on desktop). */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** An inclusive integer range of CSS px; `max: null` means "and up". */
export interface WidthRange {
  readonly min: number;
  readonly max: number | null;
}

export interface WindowBreakpoint extends WidthRange {
  readonly deviceClass: DeviceClass;
  readonly kind: DeviceKind;
}

export interface ContentBreakpoint extends WidthRange {
  readonly name: string;
}

/**
 * Window width ranges per device class, contiguous and narrowest first (spec §9).
 * Widths below the first `min` (280) still count as `mobile_xsm`.
 */
export const windowBreakpoints = [
  /** 280-319 px */
  { deviceClass: 'mobile_xsm', kind: 'mobile', min: 280, max: 319 },
  /** 320-575 px */
  { deviceClass: 'mobile_sm', kind: 'mobile', min: 320, max: 575 },
  /** 576-767 px */
  { deviceClass: 'tablet_md', kind: 'tablet', min: 576, max: 767 },
  /** 768-991 px */
  { deviceClass: 'tablet_lg', kind: 'tablet', min: 768, max: 991 },
  /** 992-1279 px: side menu fixed from here up. */
  { deviceClass: 'desktop_xl', kind: 'desktop', min: 992, max: 1279 },
  /** 1280 px and up */
  { deviceClass: 'desktop_xxl', kind: 'desktop', min: 1280, max: null },
] as const satisfies readonly WindowBreakpoint[];

/**
 * Content-area width ranges (the main column, not the window), narrowest first (spec §9).
 * Used with container queries (`content-up` / `content-down` Sass mixins).
 */
export const contentBreakpoints = [
  /** up to 288 px */
  { name: 'content_xs', min: 0, max: 288 },
  /** 289-543 px */
  { name: 'content_sm', min: 289, max: 543 },
  /** 544-735 px */
  { name: 'content_md', min: 544, max: 735 },
  /** 736-972 px */
  { name: 'content_lg', min: 736, max: 972 },
  /** 973-1200 px (content is capped at 1200) */
  { name: 'content_xl', min: 973, max: 1200 },
] as const satisfies readonly ContentBreakpoint[];

export type ContentClass = (typeof contentBreakpoints)[number]['name'];

/* ------------------------------------------------------------------------------------------------
 * Layout constants (spec §9)
 * ---------------------------------------------------------------------------------------------- */

export const layout = {
  /** Top bar height, px. */
  topBarHeight: 56,
  /** Fixed side navigation width (desktop_xl and up), px. */
  sideNavWidth: 244,
  /** Footer height, px. */
  footerHeight: 40,
  /** Profile menu width, px. */
  profileMenuWidth: 240,
  /** Maximum height of a dropdown list before it scrolls, px. */
  dropdownMaxHeight: 192,
  /** Window resize handling is throttled at this interval, ms. */
  resizeThrottle: 300,
} as const;

/** Control (button, input, select) heights, px. */
export const controlHeight = {
  xs: 24,
  sm: 32,
  md: 40,
  lg: 48,
  xl: 64,
} as const;

export const tooltip = {
  /** Maximum tooltip width, px. */
  maxWidth: 250,
  /** Delay before a tooltip opens, ms (spec: 0.1 s). */
  delay: 100,
} as const;

// The toast group is written in its own module and is part of this source like every other group: the toast queue
// sits in the app's start-up bundle and imports only it, so the rest of the tokens stay out of that bundle.
export { toast };

export const modal = {
  /** Modal dialog width, px. */
  width: 400,
  /** Below this window width the modal uses its mobile layout, px. */
  mobileBelow: 432,
} as const;

/* ------------------------------------------------------------------------------------------------
 * Colour
 * ---------------------------------------------------------------------------------------------- */

/** Raw colour scale. Do not use in components: use the semantic `color` tokens. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    50: '#f7f8fa',
    100: '#eef0f3',
    200: '#dde1e6',
    300: '#c4cad2',
    400: '#9aa2ad',
    500: '#6b7480',
    600: '#535b66',
    700: '#3d444d',
    800: '#2a2f36',
    900: '#1a1d21',
  },
  /** Brand blue. */
  blue: {
    50: '#eef4ff',
    100: '#dbe7ff',
    200: '#b5ceff',
    500: '#2f6fed',
    600: '#1f5ad6',
    700: '#1748b0',
    800: '#123a8c',
  },
  red: {
    50: '#fff1f0',
    100: '#ffdcd9',
    500: '#e5372b',
    600: '#c9271c',
    700: '#a81f16',
    800: '#861811',
  },
  green: {
    50: '#edf9f1',
    100: '#d3f0dc',
    600: '#1f7a3d',
    700: '#186331',
    800: '#124d26',
  },
  amber: {
    50: '#fff8e6',
    100: '#ffedb8',
    600: '#a35f00',
    700: '#8a5000',
    800: '#6b3e00',
  },
} as const;

/**
 * Semantic colours; each becomes `--ac-color-<name>`. Built by a function marked pure: as an object literal
 * that reads the palette, the bundler kept the palette and every read in each chunk that imports any token.
 */
export const color = /* @__PURE__ */ semanticColors();

function semanticColors() {
  return {
    /** Body text. */
    'text-default': palette.gray[900],
    /** Secondary text (descriptions, captions). */
    'text-subtle': palette.gray[600],
    /** Disabled text (exempt from contrast requirements). */
    'text-disabled': palette.gray[400],
    /** Text on dark / brand backgrounds. */
    'text-inverse': palette.white,
    'text-link': palette.blue[600],
    'text-danger': palette.red[600],
    'text-success': palette.green[600],
    'text-warning': palette.amber[700],

    /** Page background behind surfaces. */
    'bg-canvas': palette.gray[50],
    /** Cards, dialogs, inputs. */
    'bg-surface': palette.white,
    'bg-subtle': palette.gray[100],
    'bg-disabled': palette.gray[100],
    /** Modal / drawer backdrop. */
    'bg-backdrop': 'rgba(26, 29, 33, 0.6)',

    /** Dividers and decorative borders. */
    'border-default': palette.gray[200],
    /** Borders of interactive controls (>= 3:1 against surface). */
    'border-strong': palette.gray[500],
    'border-danger': palette.red[600],
    'border-success': palette.green[600],
    /** Focus ring. */
    'border-focus': palette.blue[600],

    'action-primary-bg': palette.blue[600],
    'action-primary-bg-hover': palette.blue[700],
    'action-primary-bg-pressed': palette.blue[800],
    'action-primary-text': palette.white,

    'action-secondary-bg': palette.white,
    'action-secondary-bg-hover': palette.gray[50],
    'action-secondary-bg-pressed': palette.gray[100],
    'action-secondary-text': palette.gray[900],
    'action-secondary-border': palette.gray[500],

    /** Tertiary (text) buttons have a transparent resting background. */
    'action-tertiary-bg-hover': palette.blue[50],
    'action-tertiary-bg-pressed': palette.blue[100],
    'action-tertiary-text': palette.blue[600],

    'action-danger-bg': palette.red[600],
    'action-danger-bg-hover': palette.red[700],
    'action-danger-bg-pressed': palette.red[800],
    'action-danger-text': palette.white,

    'status-danger-bg': palette.red[50],
    'status-danger-text': palette.red[700],
    'status-success-bg': palette.green[50],
    'status-success-text': palette.green[700],
    'status-warning-bg': palette.amber[50],
    'status-warning-text': palette.amber[800],
    'status-info-bg': palette.blue[50],
    'status-info-text': palette.blue[700],

    /** Environment banner (non-production warning): red. */
    'banner-env-bg': palette.red[600],
    'banner-env-text': palette.white,
  } as const;
}

export type SemanticColorName = keyof typeof color;

export interface ContrastPair {
  readonly text: SemanticColorName;
  readonly background: SemanticColorName;
}

/**
 * Every text/background combination the design system uses. Each must reach WCAG AA for
 * normal text (4.5:1); `contrast.test.ts` checks them and Foundations/Colors shows them.
 */
export const contrastPairs = [
  { text: 'text-default', background: 'bg-surface' },
  { text: 'text-default', background: 'bg-canvas' },
  { text: 'text-default', background: 'bg-subtle' },
  { text: 'text-subtle', background: 'bg-surface' },
  { text: 'text-subtle', background: 'bg-canvas' },
  { text: 'text-subtle', background: 'bg-subtle' },
  { text: 'text-link', background: 'bg-surface' },
  { text: 'text-link', background: 'bg-canvas' },
  { text: 'text-danger', background: 'bg-surface' },
  { text: 'text-danger', background: 'bg-canvas' },
  { text: 'text-success', background: 'bg-surface' },
  { text: 'text-success', background: 'bg-canvas' },
  { text: 'text-warning', background: 'bg-surface' },
  { text: 'text-warning', background: 'bg-canvas' },
  { text: 'text-inverse', background: 'action-primary-bg' },
  { text: 'action-primary-text', background: 'action-primary-bg' },
  { text: 'action-primary-text', background: 'action-primary-bg-hover' },
  { text: 'action-primary-text', background: 'action-primary-bg-pressed' },
  { text: 'action-secondary-text', background: 'action-secondary-bg' },
  { text: 'action-secondary-text', background: 'action-secondary-bg-hover' },
  { text: 'action-secondary-text', background: 'action-secondary-bg-pressed' },
  { text: 'action-tertiary-text', background: 'bg-surface' },
  { text: 'action-tertiary-text', background: 'action-tertiary-bg-hover' },
  { text: 'action-tertiary-text', background: 'action-tertiary-bg-pressed' },
  { text: 'action-danger-text', background: 'action-danger-bg' },
  { text: 'action-danger-text', background: 'action-danger-bg-hover' },
  { text: 'action-danger-text', background: 'action-danger-bg-pressed' },
  { text: 'status-danger-text', background: 'status-danger-bg' },
  { text: 'status-success-text', background: 'status-success-bg' },
  { text: 'status-warning-text', background: 'status-warning-bg' },
  { text: 'status-info-text', background: 'status-info-bg' },
  { text: 'banner-env-text', background: 'banner-env-bg' },
] as const satisfies readonly ContrastPair[];

/** WCAG 2 AA minimum contrast for normal-size text. */
export const minimumContrast = 4.5;

/* ------------------------------------------------------------------------------------------------
 * Typography
 * ---------------------------------------------------------------------------------------------- */

export const font = {
  /**
   * Sans-serif stack (all from npm): Inter for Latin (its `unicode-range` subsets cover Latin-1 and Latin
   * Extended-A, which Pretendard's dynamic subsets lack), Pretendard for Korean, Noto Sans JP for Japanese.
   */
  familySans: [
    'Inter Variable',
    'Pretendard Variable',
    'Pretendard',
    'Noto Sans JP Variable',
    'sans-serif',
  ],
  /** Monospace for identifiers (token names, subdomains, keys); from npm like the others. */
  familyMono: ['JetBrains Mono Variable', 'monospace'],
  /** Font sizes, px (emitted as rem so user font-size preferences apply). */
  size: {
    xs: 12,
    sm: 14,
    md: 16,
    lg: 18,
    xl: 20,
    '2xl': 24,
  },
  /** Unitless line heights. */
  lineHeight: {
    tight: 1.25,
    normal: 1.5,
  },
  weight: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
} as const;

/** Root font size the rem values are computed from, px. */
export const rootFontSize = 16;

/* ------------------------------------------------------------------------------------------------
 * Spacing, radius, elevation, z-index, motion
 * ---------------------------------------------------------------------------------------------- */

/** Spacing scale on a 4 px base: key n is n * 4 px. */
export const space = {
  0: 0,
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 20,
  6: 24,
  8: 32,
  10: 40,
  12: 48,
  16: 64,
} as const;

/** Corner radii, px (`full` makes pills and circles). */
export const radius = {
  sm: 4,
  md: 6,
  lg: 8,
  full: 9999,
} as const;

/** Box shadows, from resting cards (1) to floating overlays (3). */
export const elevation = {
  /** Cards, raised surfaces. */
  1: '0 1px 2px rgba(26, 29, 33, 0.08), 0 1px 3px rgba(26, 29, 33, 0.12)',
  /** Dropdowns, popovers, toasts. */
  2: '0 4px 8px rgba(26, 29, 33, 0.08), 0 2px 4px rgba(26, 29, 33, 0.12)',
  /** Modals and drawers. */
  3: '0 12px 24px rgba(26, 29, 33, 0.16), 0 4px 8px rgba(26, 29, 33, 0.12)',
} as const;

/**
 * Stacking layers. Backdrops sit under the drawer/modal they belong to; dropdowns sit above
 * modals so a select inside a dialog is not clipped; toasts and tooltips float over everything.
 */
export const zIndex = {
  base: 0,
  nav: 100,
  backdrop: 200,
  drawer: 300,
  modal: 400,
  dropdown: 500,
  toast: 600,
  tooltip: 700,
} as const;

export const motion = {
  /** Durations, ms (0 ms under `prefers-reduced-motion: reduce`). */
  duration: {
    fast: 100,
    medium: 200,
    slow: 300,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

/* ------------------------------------------------------------------------------------------------
 * The whole source
 * ---------------------------------------------------------------------------------------------- */

/** All tokens; pass this to the emitters in `emit.ts`. */
export const source = {
  deviceClasses,
  windowBreakpoints,
  contentBreakpoints,
  layout,
  controlHeight,
  tooltip,
  toast,
  modal,
  palette,
  color,
  contrastPairs,
  minimumContrast,
  font,
  rootFontSize,
  space,
  radius,
  elevation,
  zIndex,
  motion,
} as const;

export type TokenSource = typeof source;

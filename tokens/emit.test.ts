import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssVariables, emitCss, emitScss } from './emit.ts';
import { contentBreakpoints, source, windowBreakpoints } from './source.ts';

const generated = (name: string) => readFileSync(fileURLToPath(new URL(`./generated/${name}`, import.meta.url)), 'utf8');

/** The custom property names components are built against. Renaming one is a breaking change. */
const fixedCssNames = [
  ...[
    'text-default', 'text-subtle', 'text-disabled', 'text-inverse', 'text-link', 'text-danger', 'text-success',
    'text-warning', 'bg-canvas', 'bg-surface', 'bg-subtle', 'bg-disabled', 'bg-backdrop', 'border-default',
    'border-strong', 'border-danger', 'border-success', 'border-focus', 'action-primary-bg', 'action-primary-bg-hover',
    'action-primary-bg-pressed', 'action-primary-text', 'action-secondary-bg', 'action-secondary-bg-hover',
    'action-secondary-bg-pressed', 'action-secondary-text', 'action-secondary-border', 'action-tertiary-bg-hover',
    'action-tertiary-bg-pressed', 'action-tertiary-text', 'action-danger-bg', 'action-danger-bg-hover',
    'action-danger-bg-pressed', 'action-danger-text', 'status-danger-bg', 'status-danger-text', 'status-success-bg',
    'status-success-text', 'status-warning-bg', 'status-warning-text', 'status-info-bg', 'status-info-text',
    'banner-env-bg', 'banner-env-text',
  ].map((name) => `color-${name}`),
  ...['xs', 'sm', 'md', 'lg', 'xl'].map((n) => `control-height-${n}`),
  ...[0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16].map((n) => `space-${n}`),
  ...['sm', 'md', 'lg', 'full'].map((n) => `radius-${n}`),
  'font-family-sans',
  'font-family-mono',
  ...['xs', 'sm', 'md', 'lg', 'xl', '2xl'].map((n) => `font-size-${n}`),
  'line-height-tight',
  'line-height-normal',
  ...['regular', 'medium', 'bold'].map((n) => `font-weight-${n}`),
  ...[1, 2, 3].map((n) => `elevation-${n}`),
  ...['base', 'nav', 'dropdown', 'drawer', 'backdrop', 'modal', 'toast', 'tooltip'].map((n) => `z-${n}`),
  ...['fast', 'medium', 'slow'].map((n) => `motion-duration-${n}`),
  'motion-easing-standard',
  'layout-topbar-height',
  'layout-sidenav-width',
  'layout-footer-height',
  'layout-profile-menu-width',
  'layout-dropdown-max-height',
  'tooltip-max-width',
  'tooltip-delay',
  'toast-width',
  'toast-min-height',
  'modal-width',
].map((name) => `--ac-${name}`);

const cssValue = (css: string, name: string) => new RegExp(`^\\s*${name}: ([^;]+);`, 'm').exec(css)?.[1];

describe('emitted files', () => {
  it('CSS matches its snapshot', async () => {
    await expect(emitCss(source)).toMatchFileSnapshot('./__snapshots__/tokens.css.snap');
  });

  it('Sass matches its snapshot', async () => {
    await expect(emitScss(source)).toMatchFileSnapshot('./__snapshots__/tokens.scss.snap');
  });

  it('committed generated files are up to date', () => {
    const stale = 'tokens/generated is stale: run `npm run tokens` and commit the result';
    expect(generated('variables.css'), stale).toBe(emitCss(source));
    expect(generated('_tokens.scss'), stale).toBe(emitScss(source));
  });

  it('carry the do-not-edit header', () => {
    expect(emitCss(source)).toMatch(/^\/\*\n \* GENERATED .* DO NOT EDIT/);
    expect(emitScss(source)).toMatch(/^\/\/ GENERATED .* DO NOT EDIT/);
  });

  it('emit exactly the fixed custom property names', () => {
    const css = emitCss(source);
    const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}'));
    const declared = [...rootBlock.matchAll(/^\s*(--ac-[a-z0-9-]+):/gm)].map((m) => m[1]);
    expect([...declared].sort()).toEqual([...fixedCssNames].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('zeroes durations under prefers-reduced-motion', () => {
    const css = emitCss(source);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const name of ['fast', 'medium', 'slow']) {
      expect(reduced).toContain(`--ac-motion-duration-${name}: 0ms;`);
    }
  });

  it('gives every CSS token a Sass variable with the same value', () => {
    const scss = emitScss(source);
    for (const v of cssVariables(source)) expect(scss).toContain(`$${v.name}: ${v.value};`);
  });
});

describe('spec §9 layout constants', () => {
  const css = emitCss(source);
  const scss = emitScss(source);

  it.each([
    ['--ac-layout-topbar-height', '56px'],
    ['--ac-layout-sidenav-width', '244px'],
    ['--ac-layout-footer-height', '40px'],
    ['--ac-layout-profile-menu-width', '240px'],
    ['--ac-layout-dropdown-max-height', '192px'],
    ['--ac-control-height-xs', '24px'],
    ['--ac-control-height-sm', '32px'],
    ['--ac-control-height-md', '40px'],
    ['--ac-control-height-lg', '48px'],
    ['--ac-control-height-xl', '64px'],
    ['--ac-tooltip-max-width', '250px'],
    ['--ac-tooltip-delay', '100ms'],
    ['--ac-toast-width', '312px'],
    ['--ac-toast-min-height', '64px'],
    ['--ac-modal-width', '400px'],
  ])('%s is %s', (name, value) => {
    expect(cssValue(css, name)).toBe(value);
  });

  it('holds the behaviour constants', () => {
    expect(source.toast.fullWidthBelow).toBe(420);
    expect(source.toast.autoHide).toBe(3500);
    expect(source.modal.mobileBelow).toBe(432);
    expect(source.layout.resizeThrottle).toBe(300);
    expect(scss).toContain('$toast-auto-hide: 3500ms;');
    expect(scss).toContain('$layout-resize-throttle: 300ms;');
    expect(scss).toContain('@media (max-width: 419.98px)');
    expect(scss).toContain('@media (max-width: 431.98px)');
  });

  it('has the window breakpoint ranges per device class', () => {
    expect(windowBreakpoints.map((b) => [b.deviceClass, b.min, b.max])).toEqual([
      ['mobile_xsm', 280, 319],
      ['mobile_sm', 320, 575],
      ['tablet_md', 576, 767],
      ['tablet_lg', 768, 991],
      ['desktop_xl', 992, 1279],
      ['desktop_xxl', 1280, null],
    ]);
  });

  it('has the content width ranges', () => {
    expect(contentBreakpoints.map((b) => [b.min, b.max])).toEqual([
      [0, 288],
      [289, 543],
      [544, 735],
      [736, 972],
      [973, 1200],
    ]);
  });

  it.each([
    ['window', windowBreakpoints],
    ['content', contentBreakpoints],
  ] as const)('%s ranges are contiguous, ordered and only the last is open', (_, ranges) => {
    ranges.forEach((range, i) => {
      if (range.max !== null) expect(range.max).toBeGreaterThanOrEqual(range.min);
      const next = ranges[i + 1];
      if (next) {
        expect(range.max, `range ${i} must be closed`).not.toBeNull();
        expect(next.min).toBe((range.max ?? Number.NaN) + 1);
      }
    });
  });
});

/**
 * Compiles a component-style stylesheet through Vite's own Sass pipeline (with the project's
 * aliases), so `@use '@tokens/generated/tokens' as t;` and every mixin are known to work.
 * Guards against a `generated/tokens.css` next to `_tokens.scss`: Vite would resolve the
 * `@use` to the CSS file (no variables, no mixins).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { preprocessCSS, resolveConfig, type ResolvedConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const filename = fileURLToPath(new URL('../design-system/__tokens-check__/Check.module.scss', import.meta.url));
let config: ResolvedConfig;

const compile = async (body: string) =>
  (await preprocessCSS(`@use '@tokens/generated/tokens' as t;\n${body}`, filename, config)).code;

beforeAll(async () => {
  config = await resolveConfig({ root, configFile: `${root}vite.config.ts`, logLevel: 'silent' }, 'serve');
}, 30_000);

describe('Sass module through Vite', () => {
  it('resolves the alias and exposes values', async () => {
    const css = await compile('.a { block-size: t.$control-height-md; inline-size: t.$layout-sidenav-width; }');
    expect(css).toContain('block-size: 40px');
    expect(css).toContain('inline-size: 244px');
  });

  it('emits the breakpoint mixins', async () => {
    const css = await compile(`
      .a {
        @include t.up(desktop_xl) { order: 1; }
        @include t.up(mobile_xsm) { order: 2; }
        @include t.down(tablet_md) { order: 3; }
        @include t.only(tablet_lg) { order: 4; }
        @include t.content-up(content_md) { order: 5; }
        @include t.content-down(content_lg, main) { order: 6; }
        @include t.toast-full-width { order: 7; }
        @include t.modal-mobile { order: 8; }
        @include t.reduced-motion { order: 9; }
      }`);
    const flat = css.replace(/\s+/g, ' ');
    expect(flat).toMatch(/@media \(min-width: 992px\) \{ \S+ \{ order: 1; \} \}/);
    expect(flat).not.toMatch(/@media[^{]*\{ \S+ \{ order: 2;/);
    expect(flat).toMatch(/@media \(max-width: 575\.98px\) \{ \S+ \{ order: 3;/);
    expect(flat).toMatch(/@media \(min-width: 768px\) and \(max-width: 991\.98px\) \{ \S+ \{ order: 4;/);
    expect(flat).toMatch(/@container \(min-width: 544px\) \{ \S+ \{ order: 5;/);
    expect(flat).toMatch(/@container main \(max-width: 735\.98px\) \{ \S+ \{ order: 6;/);
    expect(flat).toMatch(/@media \(max-width: 419\.98px\) \{ \S+ \{ order: 7;/);
    expect(flat).toMatch(/@media \(max-width: 431\.98px\) \{ \S+ \{ order: 8;/);
    expect(flat).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ \S+ \{ order: 9;/);
  });

  it('rejects unknown classes and impossible queries', async () => {
    await expect(compile('.a { @include t.up(desktop) { order: 1; } }')).rejects.toThrow(/unknown class/);
    await expect(compile('.a { @include t.down(mobile_xsm) { order: 1; } }')).rejects.toThrow(/never match/);
  });
});

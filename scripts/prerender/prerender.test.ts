import { describe, expect, it } from 'vitest';
import { routeFileToPath } from '../bundle/buildGraph.ts';
import { bootScript } from './bootScript.ts';
import { entryOf, injectPage, injectPreloads } from './injectPage.ts';
import { inlineStyleRules, moveInlineStyles } from './inlineStyles.ts';
import { hasPreloadPage, prerenderedFile } from './pages.ts';

const template = `<!doctype html>
<html lang="ko">
  <head>
    <title>STCLab Console</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
    <div class="boot-loader" aria-hidden="true">
      <svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" /></svg>
    </div>
  </body>
</html>`;

describe('injectPage', () => {
  const assets = { stylesheets: ['assets/signin.css'], modules: ['assets/signin.js'], inlineStyleSheet: 'assets/prerendered-styles-1.css', boot: 'assets/prerender-boot-1.js' };

  it('puts the markup in #root, marks the path, sets the language', () => {
    const html = injectPage(template, { html: '<main><h1>Iniciar sesión</h1></main>', pathname: '/es/signin', lang: 'es', title: 'Iniciar sesión · STCLab Console' }, assets);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('data-prerendered="/es/signin"');
    expect(html).toContain('><main><h1>Iniciar sesión</h1></main></div>');
  });

  it("sets the page's document title, as text", () => {
    const html = injectPage(template, { html: '<main></main>', pathname: '/es/signin', lang: 'es', title: 'A & <B> · STCLab Console' }, assets);
    expect(html).toContain('<title>A &amp; &lt;B> · STCLab Console</title>');
    expect(html).not.toContain('<title>STCLab Console</title>');
  });

  it('links every stylesheet before the boot script, which replaces the entry and its preloads', () => {
    const html = injectPage(template, { html: '<main></main>', pathname: '/es/signin', lang: 'es', title: 'Iniciar sesión · STCLab Console' }, assets);
    const order = ['/assets/index.css', '/assets/signin.css', '/assets/prerendered-styles-1.css', '/assets/prerender-boot-1.js', '</head>'].map((part) =>
      html.indexOf(part),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index.js"');
    // Preloaded by the boot script after the first paint: the entry's imports, then the page's chunks.
    expect(html).toContain('data-modules="/assets/react.js /assets/signin.js"');
    expect(entryOf(template)).toBe('/assets/index.js');
  });

  it("drops index.html's loader: the page is there from the first paint", () => {
    const html = injectPage(template, { html: '<main></main>', pathname: '/es/signin', lang: 'es', title: 'Iniciar sesión · STCLab Console' }, assets);
    expect(template).toContain('class="boot-loader"');
    expect(html).not.toContain('boot-loader');
    expect(html).not.toContain('<svg');
    expect(html).toMatch(/<\/div>\s*<\/body>/);
  });

  it('keeps "$" sequences of the markup as they are', () => {
    const html = injectPage(template, { html: '<p>$& $1 US$</p>', pathname: '/en/signin', lang: 'en', title: 'Sign in · STCLab Console' }, assets);
    expect(html).toContain('<p>$& $1 US$</p>');
  });

  it('refuses a template without an empty #root or an entry script', () => {
    expect(() => injectPage('<html lang="ko"><head></head><body><div id="root"></div></body></html>', { html: '', pathname: '/', lang: 'ko', title: '로그인 · STCLab Console' }, assets)).toThrow(/entry/);
    expect(() => injectPage(template.replace('<div id="root"></div>', ''), { html: '', pathname: '/', lang: 'ko', title: '로그인 · STCLab Console' }, assets)).toThrow(/#root/);
  });
});

describe('injectPreloads', () => {
  const assets = { modules: ['assets/dashboard.js', 'assets/messages-ja.js'], stylesheets: ['assets/dashboard.css'] };

  it("links the page's chunks and CSS beside the entry, which stays, and sets the language", () => {
    const html = injectPreloads(template, { lang: 'ja' }, assets);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-ja.js">');
    // Fetched early, applied by the chunk that imports it: not render-blocking, same CORS mode as Vite's link.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/dashboard.css">');
    expect(html).not.toContain('rel="stylesheet" crossorigin href="/assets/dashboard.css"');
    expect(html.indexOf('/assets/dashboard.js')).toBeLessThan(html.indexOf('</head>'));
    // The page renders in the browser: #root stays empty and the loader stays.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('class="boot-loader"');
  });

  it('refuses a template without an entry script', () => {
    expect(() => injectPreloads(template.replace(/<script[^>]*><\/script>/, ''), { lang: 'ko' }, assets)).toThrow(/entry/);
  });
});

describe('hasPreloadPage', () => {
  it('takes the console pages without a path parameter', () => {
    expect(hasPreloadPage('/ko/console/dashboard', 'ko')).toBe(true);
    expect(hasPreloadPage('/es/console/account/log', 'es')).toBe(true);
    expect(hasPreloadPage('/ko/console/member/$memberEmail', 'ko')).toBe(false);
    expect(hasPreloadPage('/ko/signup/setting-region', 'ko')).toBe(false);
    expect(hasPreloadPage('/ko/console/dashboard', 'en')).toBe(false);
  });
});

describe('bootScript', () => {
  it('imports the entry after the first paint, at once in a hidden tab', () => {
    const code = bootScript('/assets/index-abc.js');
    expect(code).toContain('import("/assets/index-abc.js")');
    expect(code).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
    expect(code).toContain('document.visibilityState === "hidden"');
  });
});

describe('inline styles', () => {
  it('moves style attributes to data-ssr-style and collects each declaration list once', () => {
    const declarations = new Set<string>();
    const hidden = 'border:0;clip:rect(0 0 0 0);position:absolute;width:1px';
    const html = moveInlineStyles(
      `<span style="${hidden}"><input type="checkbox"/></span><span style="${hidden}"></span><b style="font-family:&quot;Inter&quot;">x</b>`,
      declarations,
    );
    expect(html).not.toContain(' style=');
    expect(html).toContain(`<span data-ssr-style="${hidden}">`);
    expect([...declarations]).toEqual([hidden, 'font-family:"Inter"']);
  });

  it('writes one rule per list, each declaration important, selected by the exact attribute value', () => {
    const css = inlineStyleRules(['position:absolute;width:1px', 'font-family:"Inter"']);
    expect(css).toBe(
      '[data-ssr-style="position:absolute;width:1px"]{position:absolute !important;width:1px !important}\n' +
        '[data-ssr-style="font-family:\\"Inter\\""]{font-family:"Inter" !important}',
    );
  });
});

describe('prerendered routes', () => {
  it('names the file a host serves for the clean URL', () => {
    expect(prerenderedFile('ja', '/signin/find-password')).toBe('ja/signin/find-password.html');
  });

  it('maps route files to URLs without the trailing "_" of an un-nested route', () => {
    expect(routeFileToPath('console/routes/$locale/signin_/find-password.tsx', 'es')).toBe('/es/signin/find-password');
    expect(routeFileToPath('console/routes/$locale/signup/index.tsx', 'ko')).toBe('/ko/signup');
  });
});

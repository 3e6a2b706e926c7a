import { describe, expect, it } from 'vitest';
import { routeFileToPath } from '../bundle/buildGraph.ts';
import { injectPage } from './injectPage.ts';
import { inlineStyleRules, moveInlineStyles } from './inlineStyles.ts';
import { prerenderedFile } from './pages.ts';

const template = `<!doctype html>
<html lang="ko">
  <head>
    <title>Console</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('injectPage', () => {
  it('puts the markup in #root, marks the path, sets the language and links the page assets', () => {
    const html = injectPage(
      template,
      { html: '<main><h1>Iniciar sesión</h1></main>', pathname: '/es/signin', lang: 'es' },
      { stylesheets: ['assets/signin.css'], modules: ['assets/signin.js'], inlineStyleSheet: 'assets/prerendered-styles-1.css' },
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<div id="root" data-prerendered="/es/signin"><main><h1>Iniciar sesión</h1></main></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/signin.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/signin.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/prerendered-styles-1.css">');
    expect(html.indexOf('signin.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps "$" sequences of the markup as they are', () => {
    const html = injectPage(template, { html: '<p>$& $1 US$</p>', pathname: '/en/signin', lang: 'en' }, { stylesheets: [], modules: [] });
    expect(html).toContain('<p>$& $1 US$</p>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => injectPage('<html lang="ko"><body></body></html>', { html: '', pathname: '/', lang: 'ko' }, { stylesheets: [], modules: [] })).toThrow(/#root/);
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

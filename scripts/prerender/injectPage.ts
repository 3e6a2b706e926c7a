import type { RenderedPage } from '../../console/prerender/renderPage.tsx';

/** What the prerender step adds to the built `index.html` for one page. */
export interface PageAssets {
  /** The page's own stylesheets (its route chunks' CSS), so the first paint is styled without script. */
  stylesheets: readonly string[];
  /** The page's route chunks and catalogs, fetched in parallel with the entry instead of after it. */
  modules: readonly string[];
  /** Style rules for the markup's inline styles, which the strict CSP blocks in HTML (see inlineStyles.ts). */
  inlineStyleSheet?: string | undefined;
}

const rootTag = '<div id="root"></div>';

/**
 * Puts a rendered page into the built `index.html`: the markup inside `#root` (marked with the path it
 * was rendered for, so the client hydrates only that page), the document language, and the page's
 * stylesheets and chunks.
 */
export function injectPage(template: string, page: RenderedPage, assets: PageAssets): string {
  if (!template.includes(rootTag)) throw new Error('prerender: index.html has no empty #root');
  const head = [
    ...assets.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...assets.stylesheets, ...(assets.inlineStyleSheet ? [assets.inlineStyleSheet] : [])].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ];
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(rootTag, () => `<div id="root" data-prerendered="${page.pathname}">${page.html}</div>`);
}

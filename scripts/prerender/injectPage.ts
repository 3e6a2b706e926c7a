import type { RenderedPage } from '../../console/prerender/renderPage.tsx';

/** What the prerender step adds to the built `index.html` for one page. */
export interface PageAssets {
  /** The page's own stylesheets (its route chunks' CSS), so the first paint is styled without script. */
  stylesheets: readonly string[];
  /** The page's route chunks and catalogs, preloaded with the entry's imports once the page has painted. */
  modules: readonly string[];
  /** Style rules for the markup's inline styles, which the strict CSP blocks in HTML (see inlineStyles.ts). */
  inlineStyleSheet?: string | undefined;
  /** The script that starts the console after the first paint (bootScript.ts), in place of the entry. */
  boot: string;
}

const rootTag = '<div id="root"></div>';
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const stylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
/** index.html's loader for the time before the console renders (console/app/bootLoader.css). */
const bootLoader = /<div class="boot-loader"[\s\S]*?<\/div>\s*/;

/** The entry module `index.html` loads (the boot script imports it after the first paint). */
export function entryOf(template: string): string {
  const href = entryScript.exec(template)?.[1];
  if (!href) throw new Error('prerender: index.html has no entry module script');
  return href;
}

/**
 * Puts a rendered page into the built `index.html`: the markup inside `#root` (marked with the path it
 * was rendered for, so the client hydrates only that page), the document language and title, every stylesheet
 * (the entry's and the page's), and the boot script in place of the entry and its preloads: the first
 * paint needs no script, and the modules are fetched after it (listed on `#root`, see bootScript.ts).
 */
export function injectPage(template: string, page: RenderedPage, assets: PageAssets): string {
  if (!template.includes(rootTag)) throw new Error('prerender: index.html has no empty #root');
  entryOf(template); // throws when index.html has no entry script to replace
  const entryPreloads = [...template.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const stylesheets = [
    ...(template.match(stylesheet) ?? []).map((tag) => tag.trim()),
    ...[...assets.stylesheets, ...(assets.inlineStyleSheet ? [assets.inlineStyleSheet] : [])].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ];
  const modules = [...entryPreloads, ...assets.modules.map((file) => `/${file}`)];
  return template
    .replace(stylesheet, '')
    .replace(modulePreload, '')
    // The page is there from the first paint.
    .replace(bootLoader, '')
    .replace(entryScript, () => `${stylesheets.join('\n    ')}\n    <script type="module" src="/${assets.boot}"></script>\n  `)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(rootTag, () => `<div id="root" data-prerendered="${page.pathname}" data-modules="${modules.join(' ')}">${page.html}</div>`);
}

/** Text as HTML text content. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** What the build adds to `index.html` for a console page it cannot prerender (it needs the session's data). */
export interface PreloadAssets {
  /** The page's route chunks and catalogs, fetched with the entry's imports. */
  modules: readonly string[];
  /** The page's route chunks' CSS, fetched early but applied by the chunks that import it (not render-blocking). */
  stylesheets: readonly string[];
}

/**
 * The built `index.html` for one console page, with that page's route chunks, catalogs and CSS linked beside the
 * entry. From the plain `index.html` the browser finds them only once the entry has run and the router has matched
 * the page, two round trips later; the page itself still renders in the browser.
 */
export function injectPreloads(template: string, page: { lang: string }, assets: PreloadAssets): string {
  const script = entryScript.exec(template)?.[0];
  if (!script) throw new Error('prerender: index.html has no entry module script');
  const links = [
    // The same CORS mode as the stylesheet link Vite's preload helper adds, so that link reuses this download.
    ...assets.stylesheets.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...assets.modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template
    .replace(entryScript, () => `${script.trim()}\n    ${links.join('\n    ')}\n  `)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`);
}

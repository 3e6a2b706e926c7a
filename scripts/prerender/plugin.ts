import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RenderedPage } from '../../console/prerender/renderPage.tsx';
import { hasPreloadPage, prerenderedFile, prerenderedLocales, prerenderedPaths } from './pages.ts';
import { bootScript } from './bootScript.ts';
import { entryOf, injectPage, injectPreloads } from './injectPage.ts';
import { inlineStyleRules, moveInlineStyles } from './inlineStyles.ts';
import { readBuildGraph, routeFileToPath } from '../bundle/buildGraph.ts';

const serverEntry = 'console/prerender/renderPage.tsx';

/**
 * Renders in a fresh Node process with NODE_ENV=production: the build may run inside another tool
 * (Vitest sets NODE_ENV=test) whose module cache already holds React's development build, which
 * cannot render with react-dom/server's production build.
 */
function renderInChildProcess(entry: string, urls: readonly string[]): Map<string, RenderedPage> {
  const script = `
    const { renderPage } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const pages = [];
    for (const url of ${JSON.stringify(urls)}) pages.push([url, await renderPage(url)]);
    process.stdout.write(JSON.stringify(pages));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Map(JSON.parse(output) as Array<[string, RenderedPage]>);
}

/** Writes `assets/<name>-<hash>.<extension>` (content-hashed, so it caches like Vite's own assets). */
function hashedAsset(outDir: string, name: string, extension: string, content: string): string {
  const file = `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${extension}`;
  writeFileSync(join(outDir, file), content);
  return file;
}

/**
 * After the client build, builds the console once more for Node (SSR) and renders every signed-out
 * page of `pages.ts` in every locale into a copy of `index.html` (issue #7: first paint without
 * JavaScript). The client hydrates that markup (console/main.tsx). The console pages without a path
 * parameter get a copy that links their chunks (`injectPreloads`).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'account-console:prerender',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        // The nested server build runs this plugin too; it must not recurse.
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Only the console's own build (its manifest has index.html as entry), not Storybook's.
        const manifest = join(outDir, '.vite', 'manifest.json');
        if (!existsSync(manifest) || !('index.html' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))) return;
        // Inside the project, so the server bundle's external imports (react-dom...) resolve to node_modules.
        const cacheDir = join(config.root, 'node_modules', '.cache');
        mkdirSync(cacheDir, { recursive: true });
        const serverDir = mkdtempSync(join(cacheDir, 'console-prerender-'));
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'error',
            build: {
              ssr: serverEntry,
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              manifest: false,
              copyPublicDir: false,
              // The client build's hashed names are not for the server bundle, which is imported by name below.
              rolldownOptions: { output: { entryFileNames: '[name].js' } },
            },
          });
          const urls = prerenderedLocales.flatMap((locale) => prerenderedPaths.map((path) => `/${locale}${path}`));
          const rendered = renderInChildProcess(join(serverDir, 'renderPage.js'), urls);
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const graph = readBuildGraph(outDir);
          const entryFiles = graph.entryFiles();
          const declarations = new Set<string>();
          const pages: Array<{ file: string; page: RenderedPage; leaf: string; locale: string }> = [];
          for (const locale of prerenderedLocales) {
            for (const path of prerenderedPaths) {
              const url = `/${locale}${path}`;
              const page = rendered.get(url);
              if (!page) throw new Error(`prerender: ${url} was not rendered`);
              if (page.pathname !== url) throw new Error(`prerender: ${url} redirected to ${page.pathname}`);
              const leaf = graph.leaves.find((file) => routeFileToPath(file, locale) === url);
              if (!leaf) throw new Error(`prerender: no route file for ${url}`);
              pages.push({ file: prerenderedFile(locale, path), page: { ...page, html: moveInlineStyles(page.html, declarations) }, leaf, locale });
            }
          }
          const boot = hashedAsset(outDir, 'prerender-boot', 'js', bootScript(entryOf(template)));
          const rules = inlineStyleRules(declarations);
          const inlineStyleSheet = rules ? hashedAsset(outDir, 'prerendered-styles', 'css', rules) : undefined;
          // The Japanese face's @font-face rules: the client loads them with the ja catalog (activateLocale).
          const japaneseFont = graph.manifest['node_modules/@fontsource-variable/noto-sans-jp/index.css']?.file;
          for (const { file, page, leaf, locale } of pages) {
            const routeFiles = [...graph.firstLoadFiles(leaf, locale)].filter((asset) => !entryFiles.has(asset));
            const stylesheets = routeFiles.filter((asset) => asset.endsWith('.css'));
            if (locale === 'ja' && japaneseFont) stylesheets.unshift(japaneseFont);
            const target = join(outDir, file);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(
              target,
              injectPage(template, page, {
                stylesheets,
                modules: routeFiles.filter((asset) => asset.endsWith('.js')),
                inlineStyleSheet: page.html.includes('data-ssr-style') ? inlineStyleSheet : undefined,
                boot,
              }),
            );
          }
          // The console pages: not prerendered (they need the session's data), but their chunks linked up front.
          for (const locale of prerenderedLocales) {
            for (const leaf of graph.leaves) {
              const url = routeFileToPath(leaf, locale);
              if (!hasPreloadPage(url, locale)) continue;
              const routeFiles = [...graph.firstLoadFiles(leaf, locale)].filter((asset) => !entryFiles.has(asset));
              const target = join(outDir, prerenderedFile(locale, url.slice(`/${locale}`.length)));
              mkdirSync(dirname(target), { recursive: true });
              writeFileSync(
                target,
                injectPreloads(template, { lang: locale }, {
                  modules: routeFiles.filter((asset) => asset.endsWith('.js')),
                  stylesheets: routeFiles.filter((asset) => asset.endsWith('.css')),
                }),
              );
            }
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * The signed-out pages prerendered at build time, each in every locale (issue #7): they need no data
 * and no session, so their HTML can hold the page before any script runs. Written as
 * `<outDir>/<locale><path>.html`, which `vite preview` (and any static host with "clean URLs") serves
 * for `/<locale><path>`; every other path falls back to the empty `index.html`.
 */
export const prerenderedPaths = [
  '/signin',
  '/signin/find-password',
  '/signup',
  '/auth-mail/invalid-email',
  '/auth-mail/invalid-reset',
  '/maintenance',
] as const;

export const prerenderedLocales = ['ko', 'en', 'ja', 'es'] as const;

/**
 * The console pages without a path parameter get a copy of `index.html` each, in every locale, that links their
 * route chunks, catalogs and CSS (scripts/prerender/injectPage.ts, `injectPreloads`): same file names, same
 * "clean URLs" serving. Pages with a parameter (a member, a product) keep the plain `index.html`.
 */
export function hasPreloadPage(localePath: string, locale: string): boolean {
  return localePath.startsWith(`/${locale}/console/`) && !localePath.includes('$');
}

/** The file a page is written to, relative to the build's output folder. */
export function prerenderedFile(locale: string, path: string): string {
  return `${locale}${path}.html`;
}

/**
 * Web fonts loaded on demand, so their `@font-face` CSS is not render-blocking for every page:
 * - Noto Sans JP (31 KiB gzip of `@font-face` rules) only for the Japanese interface;
 * - JetBrains Mono only on a screen that shows code (API keys, snippets);
 * - Pretendard's faces for Hangul beyond the interface's own (92 rules, 8.9 KiB gzip) only on a screen that shows
 *   people's and organisations' names, after it starts rendering: the face files themselves come later still, so
 *   the names show in the fallback first either way.
 * Until a face arrives the stacks fall back (Pretendard, then the system monospace).
 */
export async function loadJapaneseFont(): Promise<void> {
  // The build's prerender step links the face's CSS into the Japanese pages itself.
  if (import.meta.env.SSR) return;
  await import('@fontsource-variable/noto-sans-jp');
}

export async function loadMonospaceFont(): Promise<void> {
  await import('@fontsource-variable/jetbrains-mono');
}

export async function loadHangulNamesFont(): Promise<void> {
  await import('./hangulNames');
}

/** A sample character per interface face, for `document.fonts.load` (it picks the face file by unicode-range). */
const interfaceFaces = [
  { family: 'Inter Variable', sample: 'A' },
  { family: 'Pretendard Variable', sample: '가' },
] as const;

/**
 * Starts downloading the interface's Latin and Hangul faces now, before any text needs them. A page the script
 * renders shows only the boot spinner until its data is in, so the browser would request the faces only then, at the
 * end of the load; started at boot they download beside the page's code and data. With `font-display: optional`
 * a face that arrives before the text is used at once, and one that arrives later never swaps in (no layout shift).
 * Japanese pages get their faces with their catalog (`loadJapaneseFont`); the Hangul face only matters for Korean.
 */
export function preloadInterfaceFaces(locale: string, fonts: Pick<FontFaceSet, 'load'> | undefined = globalThis.document?.fonts): void {
  if (!fonts) return;
  for (const { family, sample } of interfaceFaces) {
    if (family === 'Pretendard Variable' && locale !== 'ko') continue;
    fonts.load(`1em "${family}"`, sample).catch(() => undefined);
  }
}

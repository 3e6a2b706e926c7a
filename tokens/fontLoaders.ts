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

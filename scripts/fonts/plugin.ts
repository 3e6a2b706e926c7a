import type { Plugin } from 'vite';
import { compactUnicodeRanges } from './compactUnicodeRanges.ts';
import { glyphsBesideStylesheet } from './woff2CodePoints.ts';

/**
 * Compacts the `unicode-range` lists of every stylesheet with @font-face subsets (Pretendard, Noto Sans JP,
 * Inter) before Vite processes it, in the build, the dev server and Storybook alike. Same font files for every
 * character, fewer bytes of render-blocking CSS (see compactUnicodeRanges.ts).
 */
export function compactFontRanges(): Plugin {
  return {
    name: 'account-console:compact-font-ranges',
    enforce: 'pre',
    transform: {
      filter: { id: /\.css(\?.*)?$/, code: 'unicode-range' },
      handler: (code, id) => ({ code: compactUnicodeRanges(code, glyphsBesideStylesheet(id.replace(/\?.*$/, ''))), map: null }),
    },
  };
}

/** The plugin's name, for Storybook's build to leave it out (.storybook/main.ts). */
export const optionalFontDisplayPluginName = 'account-console:optional-font-display';

/**
 * The console's production build shows a webfont only if it is there within the first 100 ms of its use
 * (`font-display: optional`), never swapped in later: a late swap re-wraps text and moves whatever is
 * below it (Lighthouse's CLS on the dashboard was 0.16 from this alone; e2e/layoutShift.e2e.ts). A first
 * visit on a slow network therefore reads in the system's Korean and Latin fonts; the files still download
 * and are cached, so the next page load has them. The dev server and Storybook keep the packages' `swap`:
 * their screenshots must always show the webfonts (docs/decisions.md).
 */
export function optionalFontDisplay(): Plugin {
  return {
    name: optionalFontDisplayPluginName,
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /\.css(\?.*)?$/, code: /font-display:\s*swap/ },
      handler: (code) => ({ code: code.replace(/font-display:\s*swap/g, 'font-display:optional'), map: null }),
    },
  };
}

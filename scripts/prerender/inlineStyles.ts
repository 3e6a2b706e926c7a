/**
 * The strict CSP (`style-src 'self'`) blocks `style="..."` attributes in HTML, and React renders some
 * (react-aria's visually hidden inputs). The prerender step turns each into `data-ssr-style` with a
 * stylesheet rule of the same declarations (marked `!important`, as an inline style would win); before
 * hydrating, the client moves them back into real inline styles through the CSSOM, which CSP allows
 * (console/prerender/restoreInlineStyles.ts).
 */
const styleAttribute = / style="([^"]*)"/g;

const decodeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const cssString = (value: string) => `"${value.replace(/["\\\n]/g, (character) => `\\${character === '\n' ? 'a ' : character}`)}"`;

/** Rewrites the markup's style attributes; `declarations` collects every distinct one (decoded). */
export function moveInlineStyles(html: string, declarations: Set<string>): string {
  return html.replace(styleAttribute, (_match, value: string) => {
    declarations.add(decodeHtml(value));
    return ` data-ssr-style="${value}"`;
  });
}

/** One rule per distinct declaration list, each declaration `!important`. */
export function inlineStyleRules(declarations: Iterable<string>): string {
  return [...declarations]
    .map((list) => {
      const body = list
        .split(';')
        .map((declaration) => declaration.trim())
        .filter((declaration) => declaration !== '')
        .map((declaration) => `${declaration} !important`)
        .join(';');
      return `[data-ssr-style=${cssString(list)}]{${body}}`;
    })
    .join('\n');
}

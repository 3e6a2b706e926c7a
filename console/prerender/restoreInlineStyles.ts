/**
 * A prerendered page carries its inline styles as `data-ssr-style` (the strict CSP blocks `style`
 * attributes in HTML; scripts/prerender/inlineStyles.ts). Before hydration they become inline styles
 * again through the CSSOM (allowed by CSP), so React finds the DOM it rendered and later updates apply.
 */
export function restoreInlineStyles(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-ssr-style]')) {
    element.style.cssText = element.dataset.ssrStyle ?? '';
    delete element.dataset.ssrStyle;
  }
}

/**
 * The one script a prerendered page references instead of the entry (issue #7): it starts the console
 * after the first paint, so the paint needs only the HTML and the CSS and does not share the network
 * with ~30 module requests. Then it preloads the modules listed on `#root` (`data-modules`: the entry's
 * imports and the page's route chunks) and imports the entry, which hydrates the page (console/main.tsx).
 * A hidden tab gets no animation frames, so there it starts at once. Same-origin file: the strict CSP allows it.
 */
export function bootScript(entryHref: string): string {
  return `// Starts the console after the first paint of a prerendered page (scripts/prerender/bootScript.ts).
const start = () => {
  const root = document.getElementById("root");
  for (const href of (root?.dataset.modules ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  root?.removeAttribute("data-modules");
  import(${JSON.stringify(entryHref)});
};
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
}

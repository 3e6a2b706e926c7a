/**
 * First-load budgets per route, KiB (1024 bytes) of gzip: the HTML, JavaScript and CSS a first visit
 * downloads before the page is usable (webfont files excluded). Shared by `npm run bench:bundle` and
 * the budget test in `npm test` (scripts/bundle/budget.test.ts). Raise one only with a reason in
 * docs/performance.md.
 */
export const routeBudgetsKiB: Readonly<Record<string, number>> = {
  // Issue #7's targets are 150 (sign-in) and 180 (dashboard); measured 154.9 and 181.4 KiB after the
  // first round of splitting. These hold today's figures so nothing grows; lower them to the targets
  // as the remaining levers land (docs/performance.md lists them). Raised by 5 KiB when the whole
  // route table (about 40 routes with their guards and search validation) and the Inter @font-face
  // list for Latin accents joined the first load.
  '/ko/signin': 161,
  '/ko/console/dashboard': 188,
};

/** Every route not listed above. */
export const defaultRouteBudgetKiB = 200;

/** The locale the figures are measured in (the default; its catalogs count in the first load). */
export const measuredLocale = 'ko';

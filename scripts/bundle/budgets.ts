/**
 * Byte ceilings per route, KiB (1024 bytes) of gzip: the HTML, JavaScript and CSS a real load of the route fetches
 * until the network is idle, webfonts apart (scripts/bundle/loads.ts). Set by what the product should cost a user,
 * not by the last figure: about 0.7 times what the same-stack peer, shadcn-admin, fetches by the same measure (214 KiB
 * for its sign-in, 375 for its dashboard). Held by the budget test in `npm test` (scripts/bundle/budget.e2e.ts) and
 * reported by `npm run bench:bundle`. Raising one needs an entry in docs/decisions.md.
 */
export const ceilingsKiB = {
  /**
   * The page most visits start on, often a phone on a slow network: under 0.75 x the peer's sign-in (214), with the
   * brand, every component's strings and the auth domain's in the first load (one catalog per area).
   */
  signIn: 155,
  /** Sign-up, password and mail-link pages: sign-in's kind of form with a few more fields and steps. */
  signedOut: 170,
  /** The landing page after sign-in: the shell and the account's summary, under 0.65 x the peer's dashboard (375). */
  dashboard: 240,
  /** Every other console page: the shell and one page's tables, forms and pickers, 0.7 x the peer's dashboard. */
  consolePage: 260,
} as const;

/** The locale the figures are measured in (the default; its catalogs count in the load). */
export const measuredLocale = 'ko';

/** The ceiling of the route at `path` (`/ko/signin`, `/ko/console/member/$memberEmail`). */
export function ceilingFor(path: string): number {
  const ko = `/${measuredLocale}`;
  if (path === `${ko}/signin`) return ceilingsKiB.signIn;
  if (path === `${ko}/console/dashboard`) return ceilingsKiB.dashboard;
  return path.startsWith(`${ko}/console/`) ? ceilingsKiB.consolePage : ceilingsKiB.signedOut;
}

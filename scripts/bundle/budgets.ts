/**
 * First-load budgets per route, KiB (1024 bytes) of gzip: the HTML, JavaScript and CSS a first visit
 * downloads before the page is usable (webfont files excluded). Shared by `npm run bench:bundle` and
 * the budget test in `npm test` (scripts/bundle/budget.e2e.ts). Raise one only with a reason in
 * docs/performance.md.
 */
export const routeBudgetsKiB: Readonly<Record<string, number>> = {
  // Issue #7's targets: 150 (sign-in), 180 (dashboard), 200 (every other route). Every budget holds its route's
  // measured figure plus 1 KiB (rolldown may re-cut a shared chunk) so nothing grows unnoticed; lower them as the
  // levers in docs/performance.md land. History of the figures: docs/performance.md.
  // 2026-11-26: framework chunk (-4), compacted @font-face ranges (-5.5), zod/mini (-15.9 on API routes);
  // Pretendard's 92 faces only where names show (-8.4 on signed-out pages, +0.6 on console pages).
  // Chunk groups by route tier (-10 sign-in, -5 to -13 console pages, +6 to +8 on the auth-mail and maintenance pages);
  // the query client on first need (-8 sign-in, console pages -2 more with TanStack Query in one chunk).
  // 2026-11-26, night: the shell's overlays (menus, tooltips, notifications, tablet drawer) on first use, and the
  // names' faces loaded after render (-8.5 on the invitation and console pages): dashboard -51, console pages -7 to -51.
  // The sign-up and reset routes import LinkCheck by file, not the AuthForm folder with the terms checkboxes (-7 to -8).
  // 2026-11-27: the endpoint table and its zod schemas load with the API client (console pages -15); the sign-in form
  // in a chunk of its own (dashboard and pages without a form -6.3, sign-in and form pages +1.7); the pages' shared
  // components in one `console-pages` chunk (dashboard -3.2, most console pages -0.4 to -3, the sales forms and the
  // card form +1.3 to +2.8: they load a few of its components unused; docs/performance.md).
  // The API error catalogue's strings in a catalog of their own (-2 on every route; +0.9 net on the pages that show
  // them, which load it up front).
  // The Storybook-only Foundations strings out of the design system's catalog (-0.4 on every route).
  // 2026-11-27: React Aria's strings in the four languages only (console pages -0.6 to -24); short CSS module class
  // names in the build (-0.2 to -0.7); the palette out of chunks that read one token group (-0.4); React's own
  // useSyncExternalStore (-0.15); the design system's strings split into an essential and a components catalog
  // (-0.8 where no page component shows the latter, +0.5 where one does). The dashboard's budget is now issue #7's
  // target itself, 180.
  // Breadcrumbs without React Aria's collection (card and plan-confirm pages -6.4); the account area's tabs as a
  // TabNav of links instead of React Aria's Tabs (contract detail -22.8 to 181.3, the other account pages -4.2).
  // Dialogs opened by a press load on first opening (product dashboard 182.6, plan cancel 187.2, account terms 199.3,
  // whose budget is issue #7's 200 itself). The contact pages no longer load the API client for its plain values
  // (attachment limits, entry paths, the e-mail pattern, the inquiry's form body): contact-us 199.7 (budget 200), the
  // sales forms -24.8; the sales form's strings in a folder catalog of their own (contact-us -0.4).
  // The design system's Table as an HTML table, React Aria's grid only for row selection (SelectableTable): plan
  // selection 239.5 -> 190.0, contracts, members, payments and the subscription pages -18 to -21.
  // React Aria's menu and popover contexts in modules of their own (build step), its TextContext out of the sign-in
  // form's chunk, the product's state dialog without the error catalogue: redirect-to-product 229.6 -> 196.9 (under
  // 200), pages with a dialog and a select -1, most routes +0.1 to +0.2 (preload map, one more core sentence).
  // The sign-in page's own modules and strings out of the form chunk group (its styles stay, so the prerendered page
  // keeps three stylesheets): every other page with a form -1.5, sign-in -0.2.
  // The card list's billing-address form (country combo box, text fields) on the first Edit, its delete confirmation
  // on the first Delete: payment methods 248.0 -> 187.1. The account page's field editors (text fields, the country
  // combo box) on the first Change: account 242.6 -> 192.2. The member detail page's three dialogs (status,
  // permissions, ownership transfer with its select) on first opening: 256.3 -> 187.6.
  // React Aria's focusable-tree walker in a module of its own (build step), so a radio group no longer loads the
  // focus scope: card pages and plan confirmation -2.7.
  // The design system's Select and MultiSelect load their list (React Aria's collection, list box and popover code)
  // when the page is idle or the field is reached for, showing a look-alike until then: contracts 239.8 -> 195.7,
  // payments -31, member list -30, subscription select -31; every route +0.05 to +0.2 (the preload map).
  // The payments page's three dialogs (receipt, pay with another card, receipt e-mail) on first opening: 219.4 -> 198.8.
  // The member list's invite dialog (its own folder and catalog, console/pages/MemberInvite) and its cancel
  // confirmation on first opening, and the list no longer waits for the API error catalogue: 224.5 -> 197.4.
  // Seven-character file hashes instead of eight (every import, preload link and the preload map): -0.3 to -0.6.
  // React Aria's form validation, label and field-error modules in a `form-kit` chunk of their own, apart from the
  // text fields: pages with check boxes or radio groups and no text field (plan confirmation, account, the sign-up
  // region step) -4.1, the other pages with a field +0.5. The plan confirmation in a folder and catalog of its own
  // (console/pages/PlanConfirm): 205.5 -> 199.4; plan selection and cancel -0.6.
  // The NetFUNNEL subscription's add-member dialog (member select, role radios, domain check boxes) on first
  // opening: subscription select 233.2 -> 194.9.
  // The error messages without the code list (hasMessage): 23 routes -0.9.
  // The card form in a folder and catalog of its own (console/pages/CardForm): card pages -0.9.
  // 2026-11-27, late: build files named by their hash alone (every route -1.3 to -4.1); the subscription queries out
  // of console-pages (card pages 199.2 and 199.5). TagGroup, ComboBox and the date pickers' calendar load when idle
  // (security 205.5, sales forms 199.0, log 227.0); a dropdown constant in its own module (log and subscription detail
  // -18.9); security's settings and the spot tickets load alongside their data; one receipt e-mail dialog on first
  // opening: security 191.7, subscription detail 192.7. Every console page but the activity log is under 200.
  // The Gregorian calendar alone in the build (a build step): activity log 222.7.
  // 2026-11-27, night: the date pickers' fields load when idle or when a date is reached for, a look-alike until then
  // (the activity log passes its dates as ISO days, without @internationalized/date): activity log 193.3.
  '/ko/signin': 145,
  '/ko/console/dashboard': 180,
  // The member table with its filters; the invite dialog and the cancel confirmation load on first opening.
  '/ko/console/member': 196,
  // The member's facts and permissions; its permission-edit, status and ownership-transfer dialogs load on first use.
  '/ko/console/member/$memberEmail': 185,
  // FileUpload with React Aria's drop zone.
  '/ko/console/contact-us': 196,
  // The sales form: the country combo box (its list loads when idle) and the countries query.
  '/ko/console/contact/free-trial/netfunnel': 200,
  '/ko/console/contact/pricing': 200,
  // Issue #11's screens: each carries its forms, tables and the API client.
  // Account info: the facts and the fields; each field's editor loads on the first Change.
  '/ko/console/account': 185,
  // Contract list: Table, Pagination, year and product Selects (their lists load when idle), per-row detail queries.
  '/ko/console/account/contract': 194,
  '/ko/console/account/contract/$id': 180,
  // Activity log: the date range picker's look-alike (its fields and calendar load when idle), the time zone select,
  // LoadMoreList.
  '/ko/console/account/log': 195,
  // Security: password fields with the rule checklist; the settings' sections load with the settings.
  '/ko/console/account/security': 193,
  '/ko/console/account/terms': 196,
  // Payments: summary, failed payments, history Table with filters, receipts; the dialogs load on first opening.
  '/ko/console/payment': 198,
  // The card list; its address form and delete confirmation load on first use.
  '/ko/console/payment/method': 183,
  // The card form (add and change).
  '/ko/console/setting/payment-method': 200,
  '/ko/console/modify/payment-method/$paymentId': 200,
  // Issue #10's screens. The NetFUNNEL subscription detail's spot tickets load with their reservations.
  '/ko/console/plan/subscribe/$productCode': 188,
  '/ko/console/plan/subscribe/$productCode/confirm/$planCode': 198,
  '/ko/console/plan/subscribe/$productCode/cancel/$subscriptionId': 185,
  '/ko/console/product/$productCode/dashboard': 181,
  '/ko/console/redirect-to-product/$productCode': 195,
  '/ko/console/product/netfunnel/subscription/select': 193,
  '/ko/console/product/netfunnel/subscription/detail': 194,
};

/** A console page not listed above (it carries the shell and the API layer, like the dashboard). */
export const consoleRouteBudgetKiB = 171;

/** A signed-out page not listed above (sign-up steps, password pages, auth-mail, maintenance). */
export const signedOutRouteBudgetKiB = 180;

/** The locale the figures are measured in (the default; its catalogs count in the first load). */
export const measuredLocale = 'ko';

export function budgetFor(path: string): number {
  return routeBudgetsKiB[path] ?? (path.startsWith(`/${measuredLocale}/console/`) ? consoleRouteBudgetKiB : signedOutRouteBudgetKiB);
}


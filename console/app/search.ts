/**
 * Validated search params for list and filter state (TanStack Router `validateSearch`). Hand-written
 * parsers instead of a schema library: they run in the route tree, which is part of every first load.
 * Anything malformed falls back to the default, so a hand-edited URL never breaks a page.
 */
export const productCodes = ['netfunnel', 'botmanager', 'mbuster'] as const;
export type ProductCode = (typeof productCodes)[number];

export const activityCategories = ['all', 'account', 'member', 'subscribe', 'billing', 'security', 'product'] as const;
export type ActivityCategory = (typeof activityCategories)[number];

/** The activity log's periods: the last 7, 30 or 90 days, the last 12 months (all that is kept), or dates chosen. */
export const activityPeriods = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type ActivityPeriod = (typeof activityPeriods)[number];

type RawSearch = Record<string, unknown>;

/** A 0-based page index (the API's), 0 when missing or malformed. */
export function pageIndex(value: unknown): number {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page >= 0 ? page : 0;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

function year(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(parsed) && parsed >= 2000 && parsed <= 2100 ? parsed : undefined;
}

function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed === '' ? undefined : trimmed;
}

/** `+09:00`, `-03:30`, `+00:00`: the activity log's UTC offset. */
function utcOffset(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  const signed = match[1] === '-' ? -minutes : minutes;
  return signed >= -12 * 60 && signed <= 14 * 60 ? value : undefined;
}

function productList(value: unknown): ProductCode[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = [...new Set(items.map((item) => oneOf(productCodes, item)).filter((code) => code !== undefined))];
  return codes.length > 0 ? codes : undefined;
}

export interface MemberListSearch {
  page: number;
  q?: string | undefined;
  products?: ProductCode[] | undefined;
}

/** Member list: search by name or e-mail, product filter, page. */
export function validateMemberListSearch(search: RawSearch): MemberListSearch {
  return { page: pageIndex(search.page), q: text(search.q, 100), products: productList(search.products) };
}

export interface PaymentSearch {
  page: number;
  product?: ProductCode | undefined;
  year?: number | undefined;
  date?: string | undefined;
}

/** Payment overview: product, year and date filters, page. */
export function validatePaymentSearch(search: RawSearch): PaymentSearch {
  return {
    page: pageIndex(search.page),
    product: oneOf(productCodes, search.product),
    year: year(search.year),
    date: isoDate(search.date),
  };
}

export interface ContractListSearch {
  page: number;
  year?: number | undefined;
  product?: ProductCode | undefined;
}

/** Contract list: year and product filters, page (changing the year resets the page: the page does that). */
export function validateContractListSearch(search: RawSearch): ContractListSearch {
  return { page: pageIndex(search.page), year: year(search.year), product: oneOf(productCodes, search.product) };
}

export interface ActivityLogSearch {
  category: ActivityCategory;
  period: ActivityPeriod;
  /** Only with the `custom` period. */
  from?: string | undefined;
  /** Only with the `custom` period. */
  to?: string | undefined;
  utc?: string | undefined;
}

/**
 * Activity log: category, period and UTC offset (paging is "load more", not in the URL). A preset period counts
 * back from today and carries no dates; dates without a period (older addresses) read as a custom range; no
 * period and no dates is the last 30 days.
 */
export function validateActivityLogSearch(search: RawSearch): ActivityLogSearch {
  const category = oneOf(activityCategories, search.category) ?? 'all';
  const utc = utcOffset(search.utc);
  const from = isoDate(search.from);
  const to = isoDate(search.to);
  const period = oneOf(activityPeriods, search.period) ?? (from !== undefined || to !== undefined ? 'custom' : '30d');
  if (period !== 'custom') return { category, period, from: undefined, to: undefined, utc };
  const ordered = from !== undefined && to !== undefined && from > to ? { from: to, to: from } : { from, to };
  return { category, period, ...ordered, utc };
}

export function isProductCode(value: unknown): value is ProductCode {
  return oneOf(productCodes, value) !== undefined;
}

/** The two-factor step: the challenge from the sign-in answer travels in the address (reload-safe). */
export interface TwoFactorSearch {
  challenge?: string;
  to?: string;
  resendAt?: string;
}

export function validateTwoFactorSearch(search: RawSearch): TwoFactorSearch {
  const challenge = text(search.challenge, 200);
  const to = text(search.to, 320);
  const resendAt =
    typeof search.resendAt === 'string' && !Number.isNaN(Date.parse(search.resendAt)) ? search.resendAt : undefined;
  return {
    ...(challenge ? { challenge } : {}),
    ...(to ? { to } : {}),
    ...(resendAt ? { resendAt } : {}),
  };
}

function isoDateTime(value: unknown): string | undefined {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function defined<T extends Record<string, unknown>>(record: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** An expired password: the one-time token from the sign-in answer, and when the password expired. */
export interface UpdatePasswordSearch {
  token?: string;
  expired?: string;
}

export function validateUpdatePasswordSearch(search: RawSearch): UpdatePasswordSearch {
  return defined({ token: text(search.token, 200), expired: isoDateTime(search.expired) });
}

/** Reset password: the mailed link's token (without one, the page offers to send a link). */
export interface ResetPasswordSearch {
  token?: string;
}

export function validateResetPasswordSearch(search: RawSearch): ResetPasswordSearch {
  return defined({ token: text(search.token, 200) });
}

/** Sign-up after the terms: which optional consent was given (the required ones are implied by `agreed`). */
export interface SignUpEmailSearch {
  agreed: boolean;
  thirdParty: boolean;
}

export function validateSignUpEmailSearch(search: RawSearch): SignUpEmailSearch {
  return { agreed: flag(search.agreed), thirdParty: flag(search.thirdParty) };
}

/** Sign-up steps opened from the mailed link: the sign-up's id. */
export interface SignUpStepSearch {
  id?: string;
}

export function validateSignUpStepSearch(search: RawSearch): SignUpStepSearch {
  return defined({ id: text(search.id, 200) });
}

/** Invitation link: the invitation's token. */
export interface InvitationSearch {
  token?: string;
}

export function validateInvitationSearch(search: RawSearch): InvitationSearch {
  return defined({ token: text(search.token, 200) });
}

export const mailPurposes = ['signup', 'reset'] as const;
export type MailPurpose = (typeof mailPurposes)[number];

/** "Check your inbox": what the mail is for (where it went travels in memory, not in the address). */
export interface MailSentSearch {
  purpose: MailPurpose;
}

export function validateMailSentSearch(search: RawSearch): MailSentSearch {
  return { purpose: oneOf(mailPurposes, search.purpose) ?? 'signup' };
}

/** The social provider's redirect: provider, authorisation code, state; or the provider's own error. */
export interface OAuthCallbackSearch {
  provider?: string;
  code?: string;
  state?: string;
  error?: string;
}

export function validateOAuthCallbackSearch(search: RawSearch): OAuthCallbackSearch {
  return defined({
    provider: text(search.provider, 40),
    code: text(search.code, 2000),
    state: text(search.state, 2000),
    error: text(search.error, 200),
  });
}

import type { z } from 'zod/mini';
import { regionLookupPattern } from './regionLookup';
import * as s from './schemas';

/**
 * The single list of operations (docs/api.md). Each carries its method, concrete `path`, the
 * MSW-style `pattern` (`:param`), the client it goes through, and the schemas of its payloads
 * (`response` is the schema of `data` in `{ data }`). Parameterised operations are builder
 * functions that also expose `method`, `pattern`, `client` and the schemas, so the mock world can
 * register a handler per operation without calling them.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** main: the /v2 API (base switches to the regional host); region: the lookup; crm: /crm/v1. */
export type ApiClientName = 'main' | 'region' | 'crm';

export interface EndpointInfo<TResponse extends z.ZodMiniType = z.ZodMiniType> {
  readonly method: HttpMethod;
  /** MSW path pattern, e.g. `/v2/organization/members/:email`. */
  readonly pattern: string;
  readonly client: ApiClientName;
  /** Schema of `data` in a success body. */
  readonly response: TResponse;
  /** Schema of the JSON (or multipart fields) request body. */
  readonly body?: z.ZodMiniType;
  /** Schema of the query-string parameters. */
  readonly query?: z.ZodMiniType;
  /** The body travels as multipart/form-data. */
  readonly multipart?: boolean;
  /** Sent with a `lang` header (spec section 7). */
  readonly lang?: boolean;
}

export interface Endpoint<TResponse extends z.ZodMiniType = z.ZodMiniType> extends EndpointInfo<TResponse> {
  /** Concrete path, parameters encoded. */
  readonly path: string;
}

export type EndpointBuilder<TArgs extends unknown[], TResponse extends z.ZodMiniType> = ((
  ...args: TArgs
) => Endpoint<TResponse>) &
  EndpointInfo<TResponse>;

type Extra = Partial<Pick<EndpointInfo, 'body' | 'query' | 'client' | 'multipart' | 'lang'>>;

function op<TResponse extends z.ZodMiniType>(
  method: HttpMethod,
  path: string,
  response: TResponse,
  extra: Extra = {},
): Endpoint<TResponse> {
  return { method, path, pattern: path, client: 'main', response, ...extra };
}

function opWith<TArgs extends string[], TResponse extends z.ZodMiniType>(
  method: HttpMethod,
  pattern: string,
  response: TResponse,
  extra: Extra = {},
): EndpointBuilder<TArgs, TResponse> {
  const info: EndpointInfo<TResponse> = { method, pattern, client: 'main', response, ...extra };
  const build = (...args: TArgs): Endpoint<TResponse> => {
    let index = 0;
    const path = pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(args[index++] ?? ''));
    return { ...info, path };
  };
  return Object.assign(build, info);
}

const CRM = '/crm/v1';

export const endpoints = {
  auth: {
    signIn: op('post', '/v2/auth/signin', s.signInResponseSchema, { body: s.signInRequestSchema }),
    twoFactorVerify: op('post', '/v2/auth/signin/2fa/verify', s.twoFactorVerifyResponseSchema, {
      body: s.twoFactorVerifyRequestSchema,
    }),
    twoFactorResend: op('post', '/v2/auth/signin/2fa/resend', s.twoFactorResendResponseSchema, {
      body: s.twoFactorResendRequestSchema,
    }),
    passwordExtend: op('post', '/v2/auth/password/extend', s.passwordExtendResponseSchema, {
      body: s.passwordExtendRequestSchema,
    }),
    passwordUpdate: op('put', '/v2/auth/password', s.noContentSchema, {
      body: s.passwordUpdateRequestSchema,
    }),
    findPassword: op('post', '/v2/auth/password/find', s.noContentSchema, {
      body: s.findPasswordRequestSchema,
    }),
    resetLink: opWith<[token: string], typeof s.resetLinkResponseSchema>(
      'get',
      '/v2/auth/password/reset/:token',
      s.resetLinkResponseSchema,
    ),
    resetPassword: op('put', '/v2/auth/password/reset', s.noContentSchema, {
      body: s.resetPasswordRequestSchema,
    }),
    oauthCallback: op('post', '/v2/oauth/callback', s.oauthCallbackResponseSchema, {
      body: s.oauthCallbackRequestSchema,
    }),
  },
  signUp: {
    email: op('post', '/v2/signup/email', s.signUpEmailResponseSchema, { body: s.signUpEmailRequestSchema }),
    state: opWith<[signUpId: string], typeof s.signUpStateResponseSchema>(
      'get',
      '/v2/signup/:signUpId',
      s.signUpStateResponseSchema,
    ),
    region: opWith<[signUpId: string], typeof s.noContentSchema>(
      'put',
      '/v2/signup/:signUpId/region',
      s.noContentSchema,
      { body: s.signUpRegionRequestSchema },
    ),
    password: opWith<[signUpId: string], typeof s.signUpPasswordResponseSchema>(
      'put',
      '/v2/signup/:signUpId/password',
      s.signUpPasswordResponseSchema,
      { body: s.signUpPasswordRequestSchema },
    ),
  },
  invitation: {
    get: opWith<[token: string], typeof s.invitationResponseSchema>(
      'get',
      '/v2/invitation/:token',
      s.invitationResponseSchema,
    ),
    accept: opWith<[token: string], typeof s.invitationAcceptResponseSchema>(
      'post',
      '/v2/invitation/:token/accept',
      s.invitationAcceptResponseSchema,
      { body: s.invitationAcceptRequestSchema },
    ),
  },
  user: {
    get: op('get', '/v2/user', s.userProfileResponseSchema),
    // Its refusals (U1000, AT1004) carry a message the console shows as it comes: in the request's language.
    logout: op('post', '/v2/user/logout', s.noContentSchema, { lang: true }),
    language: op('put', '/v2/user/language', s.languageChangeResponseSchema, {
      body: s.languageChangeRequestSchema,
    }),
    info: op('put', '/v2/user/info', s.noContentSchema, { body: s.userInfoUpdateRequestSchema }),
  },
  organization: {
    get: op('get', '/v2/organization', s.organizationResponseSchema, { lang: true }),
    user: op('get', '/v2/organization/user', s.organizationUserResponseSchema),
    productList: op('get', '/v2/organization/product-list', s.productListResponseSchema, { lang: true }),
    transferOwnership: op('post', '/v2/organization/owner', s.ownershipTransferResponseSchema, {
      body: s.ownershipTransferRequestSchema,
    }),
    ownershipTransferState: op('get', '/v2/organization/owner', s.ownershipTransferStateSchema),
    acceptOwnershipTransfer: op('post', '/v2/organization/owner/accept', s.ownershipTransferResponseSchema),
    cancelOwnershipTransfer: op('delete', '/v2/organization/owner', s.noContentSchema),
    serviceDomains: op('get', '/v2/organization/domains', s.serviceDomainsResponseSchema, {
      query: s.serviceDomainsRequestSchema,
    }),
  },
  region: {
    api: opWith<[code: string], typeof s.regionApiResponseSchema>(
      'get',
      regionLookupPattern,
      s.regionApiResponseSchema,
      { client: 'region' },
    ),
  },
  countries: {
    list: op('get', '/v2/countries', s.countriesResponseSchema, { lang: true }),
  },
  tenant: {
    usage: op('get', '/v2/tenant/usage', s.tenantUsageResponseSchema),
    productUsage: opWith<[productCode: string], typeof s.productUsageResponseSchema>(
      'get',
      '/v2/tenant/usage/:productCode',
      s.productUsageResponseSchema,
    ),
  },
  plans: {
    list: op('get', '/v2/plans', s.plansResponseSchema, { query: s.plansRequestSchema, lang: true }),
  },
  subscription: {
    start: op('post', '/v2/subscription', s.subscriptionStartResponseSchema, {
      body: s.subscriptionStartRequestSchema,
    }),
    // Plan names and charge items are the server's text (the free trial is worded in the request's language).
    list: op('get', '/v2/subscription/list', s.subscriptionListResponseSchema, { lang: true }),
    status: op('get', '/v2/subscription/status', s.subscriptionStatusResponseSchema),
    detail: opWith<[subscriptionId: string], typeof s.subscriptionDetailResponseSchema>(
      'get',
      '/v2/subscription/:subscriptionId',
      s.subscriptionDetailResponseSchema,
      { lang: true },
    ),
    changePlan: opWith<[subscriptionId: string], typeof s.planChangeResponseSchema>(
      'put',
      '/v2/subscription/:subscriptionId/plan',
      s.planChangeResponseSchema,
      { body: s.planChangeRequestSchema },
    ),
    cancelPlannedChange: opWith<[subscriptionId: string], typeof s.noContentSchema>(
      'delete',
      '/v2/subscription/:subscriptionId/plan/planned',
      s.noContentSchema,
    ),
    cancel: opWith<[subscriptionId: string], typeof s.subscriptionCancelResponseSchema>(
      'post',
      '/v2/subscription/:subscriptionId/cancel',
      s.subscriptionCancelResponseSchema,
      { body: s.subscriptionCancelRequestSchema },
    ),
    revertCancel: opWith<[subscriptionId: string], typeof s.noContentSchema>(
      'delete',
      '/v2/subscription/:subscriptionId/cancel',
      s.noContentSchema,
    ),
    spotReservations: opWith<[subscriptionId: string], typeof s.spotReservationsResponseSchema>(
      'get',
      '/v2/subscription/:subscriptionId/spot',
      s.spotReservationsResponseSchema,
    ),
    reserveSpot: opWith<[subscriptionId: string], typeof s.spotReserveResponseSchema>(
      'post',
      '/v2/subscription/:subscriptionId/spot',
      s.spotReserveResponseSchema,
      { body: s.spotReserveRequestSchema },
    ),
    cancelSpot: opWith<[subscriptionId: string, reservationId: string], typeof s.noContentSchema>(
      'delete',
      '/v2/subscription/:subscriptionId/spot/:reservationId',
      s.noContentSchema,
    ),
    buyExtra: opWith<[subscriptionId: string], typeof s.buyExtraResponseSchema>(
      'post',
      '/v2/subscription/:subscriptionId/extra',
      s.buyExtraResponseSchema,
      { body: s.buyExtraRequestSchema },
    ),
    receiptEmail: opWith<[subscriptionId: string], typeof s.noContentSchema>(
      'put',
      '/v2/subscription/:subscriptionId/receipt-email',
      s.noContentSchema,
      { body: s.receiptEmailRequestSchema },
    ),
    payments: opWith<[subscriptionId: string], typeof s.paymentHistoryResponseSchema>(
      'get',
      '/v2/subscription/:subscriptionId/payments',
      s.paymentHistoryResponseSchema,
      { query: s.paymentHistoryRequestSchema, lang: true },
    ),
  },
  billing: {
    overview: op('get', '/v2/billing/overview', s.billingOverviewResponseSchema, {
      query: s.billingOverviewRequestSchema,
      lang: true,
    }),
    failedPayments: op('get', '/v2/billing/failed-payments', s.failedPaymentsResponseSchema, { lang: true }),
    summary: op('get', '/v2/billing/summary', s.billingSummaryResponseSchema, { lang: true }),
    retryPayment: opWith<[paymentId: string], typeof s.paymentRetryResponseSchema>(
      'post',
      '/v2/billing/failed-payments/:paymentId/retry',
      s.paymentRetryResponseSchema,
      { body: s.paymentRetryRequestSchema },
    ),
  },
  cards: {
    list: op('get', '/v2/payment/cards', s.cardListResponseSchema),
    add: op('post', '/v2/payment/cards', s.cardAddResponseSchema, { body: s.cardAddRequestSchema }),
    modify: opWith<[cardId: string], typeof s.cardModifyResponseSchema>(
      'put',
      '/v2/payment/cards/:cardId',
      s.cardModifyResponseSchema,
      { body: s.cardModifyRequestSchema },
    ),
    remove: opWith<[cardId: string], typeof s.noContentSchema>(
      'delete',
      '/v2/payment/cards/:cardId',
      s.noContentSchema,
    ),
    billingAddress: op('get', '/v2/payment/billing-address', s.billingAddressResponseSchema),
    updateBillingAddress: op('put', '/v2/payment/billing-address', s.billingAddressSchema, {
      body: s.billingAddressRequestSchema,
    }),
  },
  contracts: {
    list: op('get', '/v2/contracts', s.contractListResponseSchema, { query: s.contractListRequestSchema, lang: true }),
    years: op('get', '/v2/contracts/years', s.contractYearsResponseSchema),
    detail: opWith<[contractId: string], typeof s.contractDetailResponseSchema>(
      'get',
      '/v2/contracts/:contractId',
      s.contractDetailResponseSchema,
      { lang: true },
    ),
  },
  members: {
    list: op('get', '/v2/organization/members', s.memberListResponseSchema, {
      query: s.memberListRequestSchema,
    }),
    detail: opWith<[email: string], typeof s.memberDetailResponseSchema>(
      'get',
      '/v2/organization/members/:email',
      s.memberDetailResponseSchema,
    ),
    invite: op('post', '/v2/organization/members/invitations', s.memberInviteResponseSchema, {
      body: s.memberInviteRequestSchema,
    }),
    resendInvitation: opWith<[email: string], typeof s.noContentSchema>(
      'post',
      '/v2/organization/members/invitations/:email/resend',
      s.noContentSchema,
    ),
    cancelInvitation: opWith<[email: string], typeof s.noContentSchema>(
      'delete',
      '/v2/organization/members/invitations/:email',
      s.noContentSchema,
    ),
    changeStatus: opWith<[email: string], typeof s.memberDetailResponseSchema>(
      'put',
      '/v2/organization/members/:email/status',
      s.memberDetailResponseSchema,
      { body: s.memberStatusChangeRequestSchema },
    ),
    roles: opWith<[email: string], typeof s.memberRolesResponseSchema>(
      'put',
      '/v2/organization/members/:email/roles',
      s.memberRolesResponseSchema,
      { body: s.memberRolesRequestSchema },
    ),
  },
  account: {
    get: op('get', '/v2/account', s.accountResponseSchema),
    update: op('put', '/v2/account', s.accountUpdateResponseSchema, { body: s.accountUpdateRequestSchema }),
    changePassword: op('put', '/v2/account/password', s.noContentSchema, {
      body: s.passwordChangeRequestSchema,
    }),
    remove: op('delete', '/v2/account', s.noContentSchema, { body: s.accountDeleteRequestSchema }),
  },
  security: {
    get: op('get', '/v2/account/security', s.securityResponseSchema),
    twoFactorCode: op('post', '/v2/account/security/2fa/code', s.twoFactorCodeResponseSchema, {
      body: s.twoFactorCodeRequestSchema,
    }),
    twoFactor: op('put', '/v2/account/security/2fa', s.securityUpdateResponseSchema, {
      body: s.twoFactorToggleRequestSchema,
    }),
    autoLogout: op('put', '/v2/account/security/auto-logout', s.securityUpdateResponseSchema, {
      body: s.autoLogoutRequestSchema,
    }),
    ipWhitelist: op('put', '/v2/account/security/ip-whitelist', s.securityUpdateResponseSchema, {
      body: s.ipWhitelistRequestSchema,
    }),
  },
  activityLog: {
    list: op('get', '/v2/account/activity-log', s.activityLogResponseSchema, {
      query: s.activityLogRequestSchema,
      // The descriptions are the server's text.
      lang: true,
    }),
  },
  notifications: {
    list: op('get', '/v2/notifications', s.notificationsResponseSchema, { lang: true }),
    markRead: opWith<[notificationId: string], typeof s.noContentSchema>(
      'put',
      '/v2/notifications/:notificationId/read',
      s.noContentSchema,
    ),
  },
  terms: {
    get: op('get', '/v2/terms/agreement', s.termsAgreementResponseSchema),
    agree: op('put', '/v2/terms/agreement', s.termsAgreementResponseSchema, {
      body: s.termsAgreementRequestSchema,
    }),
  },
  crm: {
    inquiry: op('post', `${CRM}/inquiries`, s.receptionResponseSchema, {
      client: 'crm',
      body: s.contactInquiryRequestSchema,
      multipart: true,
    }),
    freeTrial: op('post', `${CRM}/free-trial-requests`, s.receptionResponseSchema, {
      client: 'crm',
      body: s.freeTrialRequestSchema,
    }),
    pricing: op('post', `${CRM}/pricing-requests`, s.receptionResponseSchema, {
      client: 'crm',
      body: s.pricingRequestSchema,
    }),
  },
} as const;

export type Endpoints = typeof endpoints;

/**
 * An operation as callers name it: the endpoint itself, or a selector over the table (`(e) => e.user.profile`).
 * Query factories use selectors with a type-only import of the table, so the table and its schemas load with
 * the API client on first use (console/app/lazyApiClient.ts), not with the pages that call it.
 */
export type EndpointRef<TResponse extends z.ZodMiniType = z.ZodMiniType> =
  | Endpoint<TResponse>
  | ((table: Endpoints) => Endpoint<TResponse>);

/** Every operation, flattened (`area.name` -> info), for the mock world and the contract test. */
export function listEndpoints(): Array<{ id: string; info: EndpointInfo }> {
  const out: Array<{ id: string; info: EndpointInfo }> = [];
  for (const [area, group] of Object.entries(endpoints)) {
    for (const [name, info] of Object.entries(group as Record<string, EndpointInfo>)) {
      out.push({ id: `${area}.${name}`, info });
    }
  }
  return out;
}

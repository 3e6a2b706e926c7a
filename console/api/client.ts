import ky, { type KyInstance, type Options } from 'ky';
import { z } from 'zod/mini';
import type { Session } from '@console/session/session';
import { ApiError, toApiError } from './apiError';
import { takeEarlyAnswer } from './earlyAnswers';
import { credentialHeaders, HeaderName } from './headers';
import { endpoints, type Endpoint, type EndpointRef } from '@contract/endpoints';
import { createErrorCatalogueHook, type CatalogueOutcome, type Navigate, type ToastSink } from './errors';
import type { LanguageCode } from '@contract/schemas/common';

/**
 * The three ky instances (spec section 7) and the validating `request` helper.
 * - main: `/v2/...`; same origin until the region lookup answers, then the regional host.
 * - region: the region lookup, always same origin.
 * - crm: `/crm/v1/...`, no console credentials.
 * Main and region carry Authorization (`Bearer <scpToken>`) and userKey read from session storage
 * on every request, plus organizationId once set; the error catalogue runs on both.
 */

export interface ApiClientOptions {
  session: Session;
  navigate: Navigate;
  toast: ToastSink;
  /** E.g. clear the query cache when the catalogue clears the session. */
  onSessionCleared?: () => void;
  /** Observe catalogue decisions (tests, logging). */
  onCatalogueOutcome?: (outcome: CatalogueOutcome) => void;
  /** Origin for same-origin calls; defaults to `location.origin` (required outside a browser). */
  origin?: string;
  /** Base of the CRM client; defaults to the origin. */
  crmBaseUrl?: string;
  /** Per-attempt timeout in ms (ky's default is 10 s). */
  timeout?: number;
}

export type SearchParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  json?: unknown;
  /** multipart/form-data body (the contact inquiry). */
  formData?: FormData;
  searchParams?: Readonly<Record<string, SearchParamValue>>;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClient {
  readonly main: KyInstance;
  readonly region: KyInstance;
  readonly crm: KyInstance;
  /** Calls `endpoint` and returns `data` parsed with `schema`; throws ApiError otherwise. */
  request<S extends z.ZodMiniType>(schema: S, endpoint: Endpoint, options?: RequestOptions): Promise<z.output<S>>;
  /** `request` with the endpoint's own response schema. */
  send<S extends z.ZodMiniType>(endpoint: EndpointRef<S>, options?: RequestOptions): Promise<z.output<S>>;
  setOrganizationId(id: string | null): void;
  organizationId(): string | null;
  /** Switch the main client to the regional host (null: back to same origin). */
  setRegionalBaseUrl(url: string | null): void;
  regionalBaseUrl(): string | null;
  /** The value of the `lang` header on operations that send it. */
  setLanguage(language: LanguageCode): void;
}

export function toSearchParams(params: Readonly<Record<string, SearchParamValue>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}

function normaliseBase(url: string | null): string | null {
  if (url === null) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`Regional base must be http(s): ${url}`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const origin = options.origin ?? globalThis.location?.origin;
  const state: { organizationId: string | null; regionalBaseUrl: string | null; language: LanguageCode | null } = {
    organizationId: null,
    regionalBaseUrl: null,
    language: null,
  };

  const catalogue = createErrorCatalogueHook(
    {
      session,
      navigate: options.navigate,
      toast: options.toast,
      ...(options.onSessionCleared ? { onSessionCleared: options.onSessionCleared } : {}),
      // Headers are read from session storage on every request, so a refresh needs no copy.
      refreshHeaders: () => undefined,
    },
    options.onCatalogueOutcome,
  );

  const base: Options = {
    retry: 0, // TanStack Query owns retries (per-query policies).
    ...(origin ? { baseUrl: `${origin}/` } : {}),
    ...(options.timeout ? { timeout: options.timeout } : {}),
  };

  const withCredentials = (addOrganization: boolean) => ({ request }: { request: Request }) => {
    const credentials = session.read();
    if (credentials) {
      for (const [name, value] of Object.entries(credentialHeaders(credentials))) request.headers.set(name, value);
    }
    if (addOrganization && state.organizationId) {
      request.headers.set(HeaderName.organizationId, state.organizationId);
    }
  };

  const main = ky.create({
    ...base,
    hooks: {
      init: [
        (requestOptions) => {
          if (state.regionalBaseUrl) requestOptions.prefix = state.regionalBaseUrl;
        },
      ],
      beforeRequest: [withCredentials(true)],
      afterResponse: [catalogue],
    },
  });
  const region = ky.create({
    ...base,
    hooks: { beforeRequest: [withCredentials(false)], afterResponse: [catalogue] },
  });
  const crmBase = options.crmBaseUrl ?? origin;
  const crm = ky.create({ ...base, ...(crmBase ? { baseUrl: `${crmBase.replace(/\/+$/, '')}/` } : {}) });

  const instances: Record<Endpoint['client'], KyInstance> = { main, region, crm };

  async function request<S extends z.ZodMiniType>(
    schema: S,
    endpoint: Endpoint,
    requestOptions: RequestOptions = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (endpoint.lang && state.language) headers[HeaderName.lang] = state.language;
    let response: Response;
    try {
      // The region lookup may have been sent at start-up, before this client loaded (earlyAnswers.ts).
      const early = endpoint.client === 'region' && endpoint.method === 'get' ? await takeEarlyAnswer(endpoint.path) : undefined;
      response = early ?? await instances[endpoint.client](endpoint.path, {
        method: endpoint.method,
        headers,
        ...(requestOptions.json !== undefined ? { json: requestOptions.json } : {}),
        ...(requestOptions.formData ? { body: requestOptions.formData } : {}),
        ...(requestOptions.searchParams ? { searchParams: toSearchParams(requestOptions.searchParams) } : {}),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
      });
    } catch (error) {
      throw toApiError(error);
    }

    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- developer diagnostic; users see the descriptor
        message: `${endpoint.method.toUpperCase()} ${endpoint.pattern}: the body is not JSON`,
        cause: error,
      });
    }
    if (typeof body !== 'object' || body === null || !('data' in body)) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- developer diagnostic; users see the descriptor
        message: `${endpoint.method.toUpperCase()} ${endpoint.pattern}: the body has no data`,
      });
    }
    const parsed = schema.safeParse(body.data);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `${endpoint.method.toUpperCase()} ${endpoint.pattern}: ${z.prettifyError(parsed.error)}`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    main,
    region,
    crm,
    request,
    send: (ref, requestOptions) => {
      const endpoint = typeof ref === 'function' ? ref(endpoints) : ref;
      return request(endpoint.response, endpoint, requestOptions);
    },
    setOrganizationId: (id) => {
      state.organizationId = id;
    },
    organizationId: () => state.organizationId,
    setRegionalBaseUrl: (url) => {
      state.regionalBaseUrl = normaliseBase(url);
    },
    regionalBaseUrl: () => state.regionalBaseUrl,
    setLanguage: (language) => {
      state.language = language;
    },
  };
}

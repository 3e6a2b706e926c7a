/** Test helpers: an MSW server on the active world and a small fetch wrapper. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupMockServer } from '../node';
import { resetWorld, setLatency } from '../world/current';
import { worldSetup, type ScenarioOptions } from '../scenarios/registry';
import type { World } from '../world/world';

export const BASE = 'http://localhost';

export function startMockServer() {
  const server = setupMockServer();
  beforeAll(() => {
    setLatency(0);
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function world(options: ScenarioOptions = {}): World {
  return resetWorld(worldSetup({ scenario: 'ownerAllProductsRunning', now: '2026-11-16T03:00:00Z', ...options }));
}

export interface Reply {
  status: number;
  body: { data?: unknown; errorCode?: string; message?: string; details?: Record<string, unknown>; wrongPasswordCount?: number };
}

/** A valid body for POST /v2/payment/cards; `over` replaces or adds fields. */
export function cardBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'New Visa',
    number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
    cardType: 'PRIVATE_DOMESTIC',
    birthDate: '900101',
    passwordFirstTwo: '12',
    ...over,
  };
}

export async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const init: RequestInit = { method: method.toUpperCase(), headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${BASE}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Reply['body']) : {} };
}

/** `data` of a success reply, typed loosely for assertions. */
export function data<T = Record<string, unknown>>(reply: Reply): T {
  if (reply.status >= 400) throw new Error(`Expected success, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

export const get = (path: string, headers?: Record<string, string>) => call('get', path, undefined, headers);
export const post = (path: string, body?: unknown, headers?: Record<string, string>) => call('post', path, body ?? {}, headers);
export const put = (path: string, body?: unknown, headers?: Record<string, string>) => call('put', path, body ?? {}, headers);
export const del = (path: string, body?: unknown, headers?: Record<string, string>) => call('delete', path, body, headers);

/** Narrows away null/undefined (tests fail loudly instead of using `!`). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}`);
  return value;
}

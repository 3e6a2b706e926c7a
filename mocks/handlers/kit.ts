/**
 * What every handler shares: the contract's endpoint list, the envelope, failure overlays, latency,
 * settling the clock-driven transitions, and who is calling (session -> user -> organisation).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import { listEndpoints, type EndpointInfo } from '@contract/endpoints';
import { ErrorCode } from '@contract/errorCodes';
import type { World } from '../world/db';
import { currentLatency, currentWorld, recordStalledCall } from '../world/current';
import { memberByEmail, organization, planDef, productDef, userById } from '../world/access';
import { settle } from '../world/rules/lifecycle';
import { ipAllowed } from '../world/rules/security';
import { LIMITS } from '../world/catalogue';
import { MINUTE } from '../world/clock';
import { E, err, MESSAGES, noPermission, RuleError } from '../world/rules/errors';
import type { MemberRec, OrganizationRec, PlanCode, UserRec } from '../world/types';
import type { FailureRule } from '../scenarios/failureTypes';
import { requestLanguage, type TextLanguage, type TextNames } from '../texts/language';
import { planNameText } from '../texts/plans';
import { SIGN_OUT_MESSAGES } from '../texts/signOut';

export type GetWorld = () => World;

const AUTO_LOGOUT_MINUTES = LIMITS.autoLogoutMinutes;

const endpointById = new Map(listEndpoints().map((e) => [e.id, e.info]));

export function endpointInfo(id: string): EndpointInfo {
  const info = endpointById.get(id);
  if (!info) throw new Error(`No operation "${id}" in the contract`);
  return info;
}

export interface HandlerArgs {
  request: Request;
  params: Record<string, string>;
  url: URL;
  world: World;
}

export type HandlerResult = unknown | RuleError | Response;

/** Marks the operation id on the handler so tests can check every operation has one. */
export type OperationHandler = HttpHandler & { operationId: string };

export function ok(data: unknown, status = 200): Response {
  return HttpResponse.json({ data: data ?? null }, { status });
}

export function fail(e: RuleError): Response {
  const body: Record<string, unknown> = { errorCode: e.errorCode, message: e.message };
  if (e.details) body.details = e.details;
  if (e.extra.wrongPasswordCount !== undefined) body.wrongPasswordCount = e.extra.wrongPasswordCount;
  if (e.extra.wrongPasswordLimit !== undefined) body.wrongPasswordLimit = e.extra.wrongPasswordLimit;
  return HttpResponse.json(body, { status: e.status });
}

function matches(rule: FailureRule, operationId: string): boolean {
  return !rule.operations || rule.operations === '*' || rule.operations.includes(operationId);
}

/**
 * Applies the world's failure overlays; returns a response to send instead, or null to go on. `request` gives the
 * language of the messages the console shows as they come (the sign-out refusals).
 */
export async function applyFailures(world: World, operationId: string, request: Request): Promise<Response | null> {
  for (const rule of world.failures) {
    if (!matches(rule, operationId)) continue;
    if (rule.times !== undefined) {
      if (rule.times <= 0) continue;
      rule.times -= 1;
    }
    switch (rule.kind) {
      case 'slow':
        await delay(3000);
        continue;
      case 'loading':
        recordStalledCall();
        await delay('infinite');
        continue;
      case 'network':
        return HttpResponse.error();
      case 'status500':
        return HttpResponse.json({ errorCode: ErrorCode.GENERIC, message: MESSAGES.generic }, { status: 500 });
      case 'malformed':
        return new HttpResponse('{"data": {"truncated', { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'invalidData':
        return HttpResponse.json({ data: { unexpected: 'shape', id: 42 } }, { status: 200 });
      case 'L1001':
        return HttpResponse.json({ errorCode: ErrorCode.L1001, message: MESSAGES.sessionInvalid }, { status: 401 });
      case 'L1002':
        return HttpResponse.json({ errorCode: ErrorCode.L1002, message: MESSAGES.sessionHeaders }, { status: 401 });
      case 'L1003':
        return HttpResponse.json({ errorCode: ErrorCode.L1003, message: MESSAGES.sessionExpired }, { status: 401 });
      // The sign-out refusals (spec section 8): the console shows the server's own message, so it is in the request's language.
      case 'U1000':
        return HttpResponse.json({ errorCode: ErrorCode.U1000, message: SIGN_OUT_MESSAGES[requestLanguage(request)].notSignedOut }, { status: 400 });
      case 'AT1004':
        return HttpResponse.json({ errorCode: ErrorCode.AT1004, message: SIGN_OUT_MESSAGES[requestLanguage(request)].tokenInvalid }, { status: 401 });
    }
  }
  return null;
}

async function applyLatency(): Promise<void> {
  const { min, max } = currentLatency();
  if (max <= 0) return;
  await delay(Math.round(min + Math.random() * (max - min)));
}

/** Registers a handler for a contract operation on any origin. */
export function operation(
  operationId: string,
  resolve: (args: HandlerArgs) => HandlerResult | Promise<HandlerResult>,
  getWorld: GetWorld = currentWorld,
): OperationHandler {
  const info = endpointInfo(operationId);
  const handler = http[info.method](`*${info.pattern}`, async ({ request, params }) => {
    const world = getWorld();
    const failure = await applyFailures(world, operationId, request);
    if (failure) return failure;
    await applyLatency();
    settle(world);
    try {
      const result = await resolve({
        request,
        params: params as Record<string, string>,
        url: new URL(request.url),
        world,
      });
      if (result instanceof Response) return result;
      if (result instanceof RuleError) return fail(result);
      return ok(result);
    } catch (error) {
      if (error instanceof RuleError) return fail(error);
      throw error;
    }
  });
  return Object.assign(handler, { operationId });
}

/** A plan's name in the language (mocks/texts/plans.ts). */
export function planName(world: World, code: PlanCode, language: TextLanguage): string {
  return planNameText(planDef(world, code).tier, language);
}

/** The world's product and plan names in the language, for the texts a handler words (mocks/texts/). */
export function textNames(world: World, language: TextLanguage): TextNames {
  return { product: (code) => productDef(world, code).productName, plan: (code) => planName(world, code, language) };
}

// ---------------------------------------------------------------------------------------------------------
// Who is calling

export interface Caller {
  user: UserRec;
  organization: OrganizationRec | null;
  member: MemberRec | null;
}

export function caller(world: World, request: Request): Caller | RuleError {
  const auth = request.headers.get('Authorization') ?? '';
  const token = auth.replace(/^Bearer\s+/i, '').trim();
  const session = token ? world.data.sessions.find((s) => s.token === token) : undefined;
  let user: UserRec | undefined;
  if (session) user = userById(world, session.userId);
  else if (world.data.strictAuth) return err(401, E.L1001, MESSAGES.sessionInvalid);
  else user = userById(world, world.data.defaultUserId);
  if (!user) return err(401, E.L1001, MESSAGES.sessionInvalid);
  const signedInUser = user;
  const endSessions = () => {
    world.data.sessions = world.data.sessions.filter((s) => s.userId !== signedInUser.id);
  };
  // The IP whitelist applies to every call, not only to sign-in: removing one's own IP ends the session.
  if (!ipAllowed(user, world.data.clientIp)) {
    endSessions();
    return err(403, E.ACCESS_DENIED_IP, MESSAGES.accessDeniedIp);
  }
  if (session) {
    // Auto logout (spec section 9): 60 minutes without a call end the session.
    const idle = world.clock.nowMs() - new Date(session.lastActivityAt).getTime();
    if (user.autoLogout && idle >= AUTO_LOGOUT_MINUTES * MINUTE) {
      world.data.sessions = world.data.sessions.filter((s) => s !== session);
      return err(401, E.L1003, MESSAGES.sessionExpired);
    }
    session.lastActivityAt = world.clock.nowIso();
  }
  const orgId = request.headers.get('organizationId') ?? user.selectedOrganizationId;
  const org = orgId === '0' ? null : organization(world, orgId) ?? null;
  const member = org ? memberByEmail(world, org.id, user.email) ?? null : null;
  return { user, organization: org, member: member && member.status === 'Active' ? member : null };
}

export interface OrgCaller extends Caller {
  organization: OrganizationRec;
  member: MemberRec;
}

/** A caller inside an organisation (not disabled). */
export function orgCaller(world: World, request: Request): OrgCaller | RuleError {
  const c = caller(world, request);
  if (c instanceof RuleError) return c;
  if (!c.organization || !c.member || c.organization.status === 'DISABLED') return noPermission();
  return c as OrgCaller;
}

/** The organisation's owner only (members, payment management, subscriptions changes). */
export function ownerCaller(world: World, request: Request): OrgCaller | RuleError {
  const c = orgCaller(world, request);
  if (c instanceof RuleError) return c;
  if (!c.member.isOwner) return noPermission();
  return c;
}

// ---------------------------------------------------------------------------------------------------------
// Request bodies

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Strict parse with a contract schema: a mismatch is a 400 naming the first field. */
export function parseWith<T extends z.ZodMiniType>(schema: T, raw: unknown): z.infer<T> | RuleError {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? issue.path.join('.') : '';
  return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field });
}

export const str = (raw: Record<string, unknown>, key: string): string => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
export const optStr = (raw: Record<string, unknown>, key: string): string | undefined =>
  typeof raw[key] === 'string' ? (raw[key] as string) : undefined;
export const bool = (raw: Record<string, unknown>, key: string): boolean => raw[key] === true;
export const strArr = (raw: Record<string, unknown>, key: string): string[] =>
  Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((x): x is string => typeof x === 'string') : [];

export function intParam(url: URL, key: string, fallback: number): number {
  const v = url.searchParams.get(key);
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) ? n : fallback;
}

export function page<T>(items: T[], pageNum: number, pageSize: number) {
  const size = Math.max(1, Math.min(100, pageSize));
  const num = Math.max(0, pageNum);
  return {
    content: items.slice(num * size, num * size + size),
    pageNum: num,
    pageSize: size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

export const usd = (amount: number) => ({ amount: Math.round(amount * 100) / 100, currency: 'USD' as const });

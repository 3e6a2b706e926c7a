/** Account info, password change, account deletion; security (2FA, auto logout, IP whitelist); activity log; notifications; terms. */
import * as s from '@contract/schemas';
import type { World } from '../world/db';
import { liveSubscriptions, logActivity, organization } from '../world/access';
import { LIMITS } from '../world/catalogue';
import { activityPage } from '../world/rules/activity';
import { E, err, MESSAGES, RuleError, tooLong } from '../world/rules/errors';
import { changePassword } from '../world/rules/password';
import { issueCode, latestChallenge, setIpWhitelist, verifyCode } from '../world/rules/security';
import type { UserRec } from '../world/types';
import { activityText } from '../texts/activity';
import { requestLanguage } from '../texts/language';
import { notificationText } from '../texts/notifications';
import { caller, intParam, operation, orgCaller, parseWith, readJson, str, textNames, type GetWorld, type OperationHandler } from './kit';

function accountPayload(world: World, user: UserRec): s.AccountResponse {
  return {
    email: user.email,
    accountType: user.accountType,
    name: user.name,
    country: user.country,
    organizationName: organization(world, user.selectedOrganizationId)?.name ?? '',
    phone: user.phone || null,
    createdDate: user.createdAt,
    updatedDate: user.updatedAt,
  };
}

function securityPayload(world: World, user: UserRec): s.SecurityResponse {
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    autoLogoutEnabled: user.autoLogout,
    ipWhitelist: { mode: user.ipWhitelist.allowAll ? 'ALL' : 'LIST', ips: [...user.ipWhitelist.ips] },
    currentIp: world.data.clientIp,
  };
}

type Areas = 'account' | 'security' | 'activityLog' | 'notifications' | 'terms';

export function createAccountHandlers(getWorld?: GetWorld): Record<Areas, OperationHandler[]> {
  const account = [
    operation('account.get', ({ request, world }) => {
      const c = caller(world, request);
      return c instanceof RuleError ? c : accountPayload(world, c.user);
    }, getWorld),
    operation('account.update', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      // Over the limit says so (not "required"): checked before the schema, which refuses both alike.
      if (str(raw, 'name').trim().length > LIMITS.nameMax) return tooLong('name', LIMITS.nameMax);
      if (str(raw, 'organizationName').trim().length > LIMITS.organizationNameMax) return tooLong('organizationName', LIMITS.organizationNameMax);
      const body = parseWith(s.accountUpdateRequestSchema, raw);
      if (body instanceof RuleError) return body;
      if (body.country !== undefined && !world.data.countries.some((x) => x.code === body.country && x.availability)) {
        return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'country' });
      }
      if (body.name !== undefined) c.user.name = body.name;
      if (body.country !== undefined) c.user.country = body.country;
      if (body.phone !== undefined) c.user.phone = body.phone ?? '';
      if (body.organizationName !== undefined) {
        if (!c.member?.isOwner || !c.organization) return err(403, E.NO_PERMISSION, MESSAGES.noPermission);
        c.organization.name = body.organizationName;
      }
      c.user.updatedAt = world.clock.nowIso();
      if (c.organization) logActivity(world, c.organization.id, c.user.email, 'account', { action: 'account.update', facts: {} });
      return accountPayload(world, c.user);
    }, getWorld),
    operation('account.changePassword', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const r = changePassword(world, c.user, str(raw, 'originPassword'), str(raw, 'newPassword'), str(raw, 'verifyPassword'));
      if (r instanceof RuleError) return r;
      if (c.organization) logActivity(world, c.organization.id, c.user.email, 'security', { action: 'account.password', facts: {} });
      return null;
    }, getWorld),
    operation('account.remove', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      if (!str(raw, 'password')) return err(400, E.PASSWORD_REQUIRED, MESSAGES.passwordRequired);
      if (str(raw, 'password') !== c.user.password) return err(400, E.PASSWORD_INCORRECT, MESSAGES.passwordIncorrect);
      // An owner cannot leave an organisation with live subscriptions behind: they are cancelled first.
      const owned = world.data.members.filter((m) => m.userId === c.user.id && m.isOwner);
      if (owned.some((m) => liveSubscriptions(world, m.organizationId).length > 0)) {
        return err(409, E.ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS, MESSAGES.accountDeleteLiveSubscriptions);
      }
      c.user.deleted = true;
      world.data.sessions = world.data.sessions.filter((x) => x.userId !== c.user.id);
      return null;
    }, getWorld),
  ];

  const security = [
    operation('security.get', ({ request, world }) => {
      const c = caller(world, request);
      return c instanceof RuleError ? c : securityPayload(world, c.user);
    }, getWorld),
    operation('security.twoFactorCode', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.twoFactorCodeRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const challenge = issueCode(world, c.user, body.purpose);
      if (challenge instanceof RuleError) return challenge;
      return { expiresAt: challenge.expiresAt, resendAvailableAt: challenge.resendAvailableAt };
    }, getWorld),
    operation('security.twoFactor', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const enabled = raw.enabled === true;
      const purpose = enabled ? 'ENABLE' : 'DISABLE';
      const verified = verifyCode(world, latestChallenge(world, c.user.id, purpose), str(raw, 'code'));
      if (verified instanceof RuleError) return verified;
      c.user.twoFactorEnabled = enabled;
      if (c.organization) logActivity(world, c.organization.id, c.user.email, 'security', { action: 'security.2fa', facts: { enabled } });
      return securityPayload(world, c.user);
    }, getWorld),
    operation('security.autoLogout', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.autoLogoutRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      c.user.autoLogout = body.enabled;
      return securityPayload(world, c.user);
    }, getWorld),
    operation('security.ipWhitelist', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const mode = raw.mode === 'LIST' ? 'LIST' : raw.mode === 'ALL' ? 'ALL' : null;
      if (!mode) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'mode' });
      const ips = Array.isArray(raw.ips) ? raw.ips.map((x) => String(x)) : [];
      const r = setIpWhitelist(c.user, mode, ips);
      if (r instanceof RuleError) return r;
      if (c.organization) logActivity(world, c.organization.id, c.user.email, 'security', { action: 'security.ip', facts: {} }, 'notice');
      return securityPayload(world, c.user);
    }, getWorld),
  ];

  const activityLog = [
    operation('activityLog.list', ({ request, url, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const category = s.activityCategorySchema.safeParse(url.searchParams.get('category') ?? 'all');
      if (!category.success) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'category' });
      const r = activityPage(world, c.organization.id, {
        category: category.data,
        from: url.searchParams.get('from') ?? '',
        to: url.searchParams.get('to') ?? '',
        utc: url.searchParams.get('utc') ?? '+00:00',
        pageId: url.searchParams.get('pageId') ?? undefined,
        pageSize: intParam(url, 'pageSize', 10),
      });
      if (r instanceof RuleError) return r;
      const language = requestLanguage(request);
      const names = textNames(world, language);
      return {
        entries: r.entries.map((a) => ({
          id: a.id,
          category: a.category,
          result: a.result,
          action: a.action,
          description: activityText(a, names, language),
          actorEmail: a.actorEmail,
          ip: a.ip,
          occurredAt: a.at,
        })),
        nextPageId: r.nextPageId,
        hasNextPage: r.nextPageId !== null,
      };
    }, getWorld),
  ];

  const notifications = [
    operation('notifications.list', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const language = requestLanguage(request);
      const names = textNames(world, language);
      return world.data.notifications
        .filter((n) => n.organizationId === c.organization.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((n) => ({ id: n.id, type: n.type, productCode: n.productCode, ...notificationText(n, names, language), createdDate: n.createdAt, read: n.read }));
    }, getWorld),
    operation('notifications.markRead', ({ request, params, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const n = world.data.notifications.find((x) => x.id === params.notificationId && x.organizationId === c.organization.id);
      if (!n) return err(404, E.NOT_FOUND, MESSAGES.notFound);
      n.read = true;
      return null;
    }, getWorld),
  ];

  const termsPayload = (u: UserRec) => ({ service: u.terms.service, privacy: u.terms.privacy, cookie: u.terms.cookie, thirdParty: u.terms.thirdParty, agreedDate: u.terms.agreedAt });
  const terms = [
    operation('terms.get', ({ request, world }) => {
      const c = caller(world, request);
      return c instanceof RuleError ? c : termsPayload(c.user);
    }, getWorld),
    operation('terms.agree', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      if (raw.service !== true || raw.privacy !== true || raw.cookie !== true) return err(400, E.TERMS_REQUIRED, MESSAGES.termsRequired);
      c.user.terms = { service: true, privacy: true, cookie: true, thirdParty: raw.thirdParty === true, agreedAt: world.clock.nowIso() };
      return termsPayload(c.user);
    }, getWorld),
  ];

  return { account, security, activityLog, notifications, terms };
}

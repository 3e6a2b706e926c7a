/** Sign-in (2FA, wrong passwords, expired password), find/reset password, OAuth, sign-up steps, invitations. */
import * as s from '@contract/schemas';
import { LIMITS } from '../world/catalogue';
import { addDays, HOUR, MINUTE } from '../world/clock';
import type { World } from '../world/db';
import { memberByEmail, organization, sendMail, userByEmail, userById } from '../world/access';
import { extendPassword, isDisabled, openSession, setPasswordWithToken, signIn, usableToken } from '../world/rules/auth';
import { E, err, MESSAGES, RuleError, tooLong } from '../world/rules/errors';
import { checkNewPassword } from '../world/rules/password';
import { issueCode, verifyCode } from '../world/rules/security';
import type { SessionRec, UserRec } from '../world/types';
import { operation, parseWith, readJson, str, type GetWorld, type OperationHandler } from './kit';

const LANGUAGE_CODE: Record<UserRec['language'], 'ko' | 'en' | 'ja' | 'es'> = { KOREAN: 'ko', ENGLISH: 'en', JAPANESE: 'ja', SPANISH: 'es' };
const LANGUAGE: Record<'ko' | 'en' | 'ja' | 'es', UserRec['language']> = { ko: 'KOREAN', en: 'ENGLISH', ja: 'JAPANESE', es: 'SPANISH' };

function sessionPayload(world: World, session: SessionRec) {
  const user = userById(world, session.userId);
  const org = user ? organization(world, user.selectedOrganizationId) : undefined;
  return {
    scpToken: session.token,
    userKey: session.userKey,
    scpRegion: org?.region ?? 'ap-northeast-1',
    locale: user ? LANGUAGE_CODE[user.language] : 'ko',
  } satisfies s.SignInSession;
}

function mask(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function challengePayload(c: { id: string; expiresAt: string; resendAvailableAt: string }, email: string): s.TwoFactorChallenge {
  return { challengeId: c.id, maskedEmail: mask(email), expiresAt: c.expiresAt, resendAvailableAt: c.resendAvailableAt };
}

export function createSessionHandlers(getWorld?: GetWorld): Record<'auth' | 'signUp' | 'invitation', OperationHandler[]> {
  const auth = [
    operation('auth.signIn', async ({ request, world }) => {
      const raw = await readJson(request);
      const email = str(raw, 'email');
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return err(400, E.SIGNIN_EMAIL_INVALID, 'Not a valid email format.');
      const result = signIn(world, email, str(raw, 'password'));
      if (result instanceof RuleError) return result;
      if (result.outcome === 'signed-in') return { outcome: 'signed-in', session: sessionPayload(world, result.session) };
      if (result.outcome === 'two-factor-required') return { outcome: 'two-factor-required', challenge: challengePayload(result.challenge, result.user.email) };
      return { outcome: 'password-expired', passwordChangeToken: result.token.token, passwordExpiredDate: result.user.passwordExpiresAt };
    }, getWorld),

    operation('auth.twoFactorVerify', async ({ request, world }) => {
      const raw = await readJson(request);
      const challenge = world.data.challenges.find((c) => c.id === str(raw, 'challengeId') && c.purpose === 'SIGN_IN');
      const verified = verifyCode(world, challenge, str(raw, 'code'));
      if (verified instanceof RuleError) return verified;
      const user = challenge ? userById(world, challenge.userId) : undefined;
      if (!user) return err(400, E.TWO_FA_CODE_EXPIRED, MESSAGES.codeExpired);
      return sessionPayload(world, openSession(world, user));
    }, getWorld),

    operation('auth.twoFactorResend', async ({ request, world }) => {
      const body = parseWith(s.twoFactorResendRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const previous = world.data.challenges.find((c) => c.id === body.challengeId && c.purpose === 'SIGN_IN');
      const user = previous ? userById(world, previous.userId) : undefined;
      if (!previous || !user) return err(400, E.TWO_FA_CODE_EXPIRED, MESSAGES.codeExpired);
      const next = issueCode(world, user, 'SIGN_IN');
      if (next instanceof RuleError) return next;
      return challengePayload(next, user.email);
    }, getWorld),

    operation('auth.passwordExtend', async ({ request, world }) => {
      const body = parseWith(s.passwordExtendRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const token = usableToken(world, body.passwordChangeToken, 'PASSWORD_CHANGE');
      if (token instanceof RuleError) return token;
      const user = userById(world, token.userId);
      if (!user) return err(400, E.SIGNIN_PASSWORD_EXPIRED, MESSAGES.passwordExpired);
      token.used = true;
      const until = extendPassword(world, user);
      return { session: sessionPayload(world, openSession(world, user)), passwordExpiresDate: until.toISOString() };
    }, getWorld),

    operation('auth.passwordUpdate', async ({ request, world }) => {
      const raw = await readJson(request);
      return setPasswordWithToken(world, str(raw, 'passwordChangeToken'), 'PASSWORD_CHANGE', str(raw, 'newPassword'), str(raw, 'verifyPassword'));
    }, getWorld),

    operation('auth.findPassword', async ({ request, world }) => {
      const body = parseWith(s.findPasswordRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const user = userByEmail(world, body.email);
      if (!user) return err(404, E.FIND_PASSWORD_NO_ACCOUNT, MESSAGES.findPasswordNoAccount);
      if (user.accountType !== 'ID_PASSWORD') return err(409, E.FIND_PASSWORD_SOCIAL_ACCOUNT, MESSAGES.findPasswordSocial);
      const token = world.nextId('reset');
      world.data.tokens.push({ token, userId: user.id, kind: 'RESET_PASSWORD', expiresAt: new Date(world.clock.nowMs() + HOUR).toISOString(), used: false });
      sendMail(world, user.email, 'Reset your password', `/signin/reset-pw?token=${token}`, { link: `/signin/reset-pw?token=${token}`, locale: body.language });
      return null;
    }, getWorld),

    operation('auth.resetLink', ({ params, world }) => {
      const token = usableToken(world, params.token ?? '', 'RESET_PASSWORD');
      if (token instanceof RuleError) return token;
      const user = userById(world, token.userId);
      if (!user) return err(400, E.LINK_INVALID, MESSAGES.linkInvalid);
      return { email: user.email, expiresAt: token.expiresAt };
    }, getWorld),

    operation('auth.resetPassword', async ({ request, world }) => {
      const raw = await readJson(request);
      return setPasswordWithToken(world, str(raw, 'token'), 'RESET_PASSWORD', str(raw, 'newPassword'), str(raw, 'verifyPassword'));
    }, getWorld),

    operation('auth.oauthCallback', async ({ request, world }) => {
      const body = parseWith(s.oauthCallbackRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      // The mock provider encodes the outcome in `code`: "ok:<email>", or one of the OAUTH_* outcomes.
      const [kind = '', email = ''] = body.code.split(':');
      const outcomes: Record<string, RuleError> = {
        'already-signed-up': err(409, E.OAUTH_ALREADY_SIGNED_UP, 'This account has already signed up.'),
        'user-exists': err(409, E.OAUTH_USER_EXISTS, 'A user with this e-mail already exists.'),
        'registration-required': err(404, E.OAUTH_REGISTRATION_REQUIRED, 'Please sign up first.'),
        disabled: err(403, E.OAUTH_DISABLED_USER, MESSAGES.signInDisabled),
      };
      if (outcomes[kind]) return outcomes[kind];
      if (kind !== 'ok') return err(400, E.OAUTH_BAD_REQUEST, 'The sign-in request is invalid.');
      const user = userByEmail(world, email) ?? userById(world, world.data.defaultUserId);
      if (!user) return err(404, E.OAUTH_REGISTRATION_REQUIRED, 'Please sign up first.');
      if (isDisabled(world, user)) return err(403, E.OAUTH_DISABLED_USER, MESSAGES.signInDisabled);
      return sessionPayload(world, openSession(world, user));
    }, getWorld),
  ];

  const signUp = [
    operation('signUp.email', async ({ request, world }) => {
      const raw = await readJson(request);
      const terms = raw.terms as Record<string, unknown> | undefined;
      if (!terms || terms.service !== true || terms.privacy !== true || terms.cookie !== true) {
        return err(400, E.TERMS_REQUIRED, MESSAGES.termsRequired);
      }
      const body = parseWith(s.signUpEmailRequestSchema, raw);
      if (body instanceof RuleError) return err(400, E.EMAIL_INVALID, MESSAGES.emailInvalid);
      if (userByEmail(world, body.email)) return err(409, E.SIGNUP_EMAIL_REGISTERED, MESSAGES.signUpRegistered);
      if (body.email.endsWith('@bounce.example')) return err(502, E.SIGNUP_SEND_EMAIL_FAILED, 'Failed to send the email.');
      const id = world.nextId('signup');
      const expiresAt = new Date(world.clock.nowMs() + LIMITS.verificationLinkMinutes * MINUTE).toISOString();
      const temporaryPassword = `Tmp${world.data.sequence}!x`;
      world.data.signUps.push({ id, email: body.email, language: body.language, temporaryPassword, regionCode: null, expiresAt, completed: false });
      sendMail(world, body.email, 'Welcome', `/signup/setting-region?id=${id} temporary password: ${temporaryPassword}`, {
        link: `/signup/setting-region?id=${id}`,
        code: temporaryPassword,
        locale: body.language,
      });
      return { signUpId: id, email: body.email, expiresAt };
    }, getWorld),

    operation('signUp.state', ({ params, world }) => {
      const rec = liveSignUp(world, params.signUpId ?? '');
      if (rec instanceof RuleError) return rec;
      return { signUpId: rec.id, email: rec.email, expiresAt: rec.expiresAt, regionCode: rec.regionCode };
    }, getWorld),

    operation('signUp.region', async ({ request, params, world }) => {
      const rec = liveSignUp(world, params.signUpId ?? '');
      if (rec instanceof RuleError) return rec;
      const body = parseWith(s.signUpRegionRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      rec.regionCode = body.regionCode;
      return null;
    }, getWorld),

    operation('signUp.password', async ({ request, params, world }) => {
      const rec = liveSignUp(world, params.signUpId ?? '');
      if (rec instanceof RuleError) return rec;
      const raw = await readJson(request);
      if (str(raw, 'temporaryPassword') !== rec.temporaryPassword) return err(400, E.SIGNUP_TEMP_PASSWORD_WRONG, MESSAGES.signUpTempPassword);
      const problem = checkNewPassword(str(raw, 'newPassword'), str(raw, 'verifyPassword'), { email: rec.email, user: null });
      if (problem) return problem;
      const user = createAccount(world, rec.email, str(raw, 'newPassword'), LANGUAGE[rec.language], rec.regionCode ?? 'ap-northeast-1');
      rec.completed = true;
      return sessionPayload(world, openSession(world, user));
    }, getWorld),
  ];

  const invitation = [
    operation('invitation.get', ({ params, world }) => {
      const m = invitationByToken(world, params.token ?? '');
      if (m instanceof RuleError) return m;
      const org = organization(world, m.organizationId);
      const inviter = org ? userById(world, org.ownerUserId) : undefined;
      return {
        email: m.email,
        organizationName: org?.name ?? '',
        inviterName: inviter?.name ?? '',
        expiresAt: m.invitationExpiresAt ?? world.clock.nowIso(),
        registered: !!userByEmail(world, m.email),
      };
    }, getWorld),

    operation('invitation.accept', async ({ request, params, world }) => {
      const m = invitationByToken(world, params.token ?? '');
      if (m instanceof RuleError) return m;
      const raw = await readJson(request);
      let user = userByEmail(world, m.email);
      if (!user) {
        const name = str(raw, 'name').trim();
        if (name.length > LIMITS.nameMax) return tooLong('name', LIMITS.nameMax);
        const problem = checkNewPassword(str(raw, 'password'), str(raw, 'verifyPassword'), { email: m.email, user: null });
        if (problem) return problem;
        const org = organization(world, m.organizationId);
        user = createAccount(world, m.email, str(raw, 'password'), 'KOREAN', org?.region ?? 'ap-northeast-1');
        user.name = name;
      }
      user.selectedOrganizationId = m.organizationId;
      m.userId = user.id;
      m.name = user.name;
      m.status = 'Active';
      m.invitationToken = null;
      // Permissions are set only for Active members: the invitation's roles are granted now.
      m.roles = { ...m.invitedRoles };
      m.invitedRoles = {};
      return sessionPayload(world, openSession(world, user));
    }, getWorld),
  ];

  return { auth, signUp, invitation };
}

function liveSignUp(world: World, id: string) {
  const rec = world.data.signUps.find((x) => x.id === id);
  if (!rec || rec.completed || world.clock.nowMs() > new Date(rec.expiresAt).getTime()) return err(400, E.LINK_INVALID, MESSAGES.linkInvalid);
  return rec;
}

function invitationByToken(world: World, token: string) {
  const m = world.data.members.find((x) => x.invitationToken === token);
  if (!m || m.status !== 'Pending') return err(400, E.INVITATION_INVALID, MESSAGES.invitationInvalid);
  return m;
}

/** A new account with its own organisation (sign-up) or joining one (invitation: org set by the caller). */
function createAccount(world: World, email: string, password: string, language: UserRec['language'], region: 'ap-northeast-1' | 'us-east-1'): UserRec {
  const now = world.clock.now();
  const id = world.nextId('u');
  const orgId = world.nextId('org');
  const user: UserRec = {
    id,
    email,
    name: '',
    language,
    selectedOrganizationId: orgId,
    accountType: 'ID_PASSWORD',
    country: '',
    phone: '',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    password,
    passwordHistory: [],
    passwordChangedAt: now.toISOString(),
    passwordExpiresAt: addDays(now, LIMITS.passwordValidDays).toISOString(),
    wrongPasswordCount: 0,
    resetRequired: false,
    twoFactorEnabled: false,
    autoLogout: true,
    ipWhitelist: { allowAll: true, ips: [] },
    terms: { service: true, privacy: true, cookie: true, thirdParty: false, agreedAt: now.toISOString() },
    deleted: false,
  };
  world.data.users.push(user);
  world.data.organizations.push({ id: orgId, name: '', region, status: 'ENABLED', ownerUserId: id, pendingOwnerEmail: null, ownerTransfer: null });
  if (!memberByEmail(world, orgId, email)) {
    world.data.members.push({
      id: world.nextId('m'),
      organizationId: orgId,
      userId: id,
      email,
      name: '',
      status: 'Active',
      isOwner: true,
      accountType: 'ID_PASSWORD',
      createdAt: now.toISOString(),
      invitedAt: null,
      invitationToken: null,
      invitationExpiresAt: null,
      roles: {},
      invitedRoles: {},
    });
  }
  return user;
}

export { LANGUAGE, LANGUAGE_CODE };

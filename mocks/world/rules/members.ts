/**
 * Members: invitations (<= 10 at once, no duplicates, plan member limits, only after subscribing), status
 * transitions, resend/cancel of invitations, roles per product (Active only, Operator only for netfunnel,
 * mbuster Admin with >= 1 domain, member limit per plan), ownership transfer.
 */
import { LIMITS } from '../catalogue';
import { addDays } from '../clock';
import type { World } from '../world';
import { liveSubscription, liveSubscriptions, logActivity, memberByEmail, membersOf, planDef, productDef, sendMail, tenant, userByEmail } from '../access';
import type { MemberRec, ProductCode, ProductRole } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export interface RoleInput {
  productCode: ProductCode;
  role: ProductRole;
  domains: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

/** The largest member allowance among the organisation's live subscriptions (null = unlimited). */
export function organizationMemberLimit(world: World, orgId: string): number | null | 'none' {
  const subs = liveSubscriptions(world, orgId);
  if (subs.length === 0) return 'none';
  let max: number | null = 0;
  for (const s of subs) {
    const m = planDef(world, s.planCode).limits.members;
    if (m === null) return null;
    max = Math.max(max, m);
  }
  return max;
}

export function invite(world: World, orgId: string, actorEmail: string, emails: string[], roles: RoleInput[] = []): string[] | RuleError {
  if (emails.length === 0 || emails.some((e) => !e.trim())) return err(400, E.FIELD_REQUIRED, MESSAGES.inviteEmailRequired, { field: 'emails' });
  if (emails.length > LIMITS.maxInvitesAtOnce) return err(400, E.INVITE_LIMIT, MESSAGES.inviteLimit, { max: LIMITS.maxInvitesAtOnce });
  const seen = new Set<string>();
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!EMAIL.test(email)) return err(400, E.EMAIL_INVALID, MESSAGES.inviteEmailInvalid, { email: raw, field: 'emails' });
    if (seen.has(email)) return err(409, E.INVITE_DUPLICATE_INVITED, MESSAGES.inviteInvited, { email: raw });
    seen.add(email);
    const existing = memberByEmail(world, orgId, email);
    if (existing && (existing.status === 'Active' || existing.status === 'Inactive')) {
      return err(409, E.INVITE_DUPLICATE_REGISTERED, MESSAGES.inviteRegistered, { email: raw });
    }
    if (existing) return err(409, E.INVITE_DUPLICATE_INVITED, MESSAGES.inviteInvited, { email: raw });
  }

  const limit = organizationMemberLimit(world, orgId);
  if (limit === 'none') return err(409, E.INVITE_BEFORE_SUBSCRIBE, MESSAGES.inviteBeforeSubscribe);
  if (limit === 0) return err(409, E.INVITE_PLAN_NOT_ALLOWED, MESSAGES.invitePlan);
  const current = membersOf(world, orgId).filter((m) => !m.isOwner && m.status !== 'Expired').length;
  if (limit !== null && current + emails.length > limit) {
    return err(409, E.MEMBER_LIMIT, MESSAGES.memberLimit, { limit, current });
  }
  // Every invitee takes a place under each product's role-holder limit (not one per batch).
  for (const r of roles) {
    const roleError = checkRole(world, orgId, null, r, emails.length);
    if (roleError) return roleError;
  }

  const now = world.clock.now();
  const invited: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    const token = world.nextId('invite');
    world.data.members.push({
      id: world.nextId('m'),
      organizationId: orgId,
      userId: null,
      email,
      name: userByEmail(world, email)?.name ?? '',
      status: 'Pending',
      isOwner: false,
      accountType: 'ID_PASSWORD',
      createdAt: now.toISOString(),
      invitedAt: now.toISOString(),
      invitationToken: token,
      invitationExpiresAt: addDays(now, LIMITS.invitationValidDays).toISOString(),
      // Permissions are set only for Active members: granted when the invitation is accepted.
      roles: {},
      invitedRoles: Object.fromEntries(roles.map((r) => [r.productCode, { role: r.role, domains: [...r.domains] }])),
    });
    sendMail(world, email, 'Invitation', `/signup/invitation?token=${token}`, { link: `/signup/invitation?token=${token}` });
    invited.push(email);
  }
  logActivity(world, orgId, actorEmail, 'member', { action: 'member.invite', facts: { emails: [...invited] } });
  return invited;
}

function findMember(world: World, orgId: string, email: string): MemberRec | RuleError {
  return memberByEmail(world, orgId, email) ?? err(404, E.MEMBER_NOT_FOUND, MESSAGES.memberNotFound);
}

export function resendInvitation(world: World, orgId: string, email: string): true | RuleError {
  const m = findMember(world, orgId, email);
  if (!('email' in m)) return m;
  if (m.status !== 'Pending' && m.status !== 'Expired') return err(409, E.MEMBER_STATUS_TRANSITION, MESSAGES.memberStatus);
  const now = world.clock.now();
  m.status = 'Pending';
  m.invitedAt = now.toISOString();
  m.invitationToken = world.nextId('invite');
  m.invitationExpiresAt = addDays(now, LIMITS.invitationValidDays).toISOString();
  sendMail(world, m.email, 'Invitation', `/signup/invitation?token=${m.invitationToken}`, { link: `/signup/invitation?token=${m.invitationToken}` });
  return true;
}

export function cancelInvitation(world: World, orgId: string, email: string): true | RuleError {
  const m = findMember(world, orgId, email);
  if (!('email' in m)) return m;
  if (m.status !== 'Pending' && m.status !== 'Expired') return err(409, E.MEMBER_STATUS_TRANSITION, MESSAGES.memberStatus);
  world.data.members = world.data.members.filter((x) => x !== m);
  return true;
}

/** Active -> Inactive removes every role; Inactive -> Active; nothing else. */
export function changeStatus(world: World, orgId: string, actorEmail: string, email: string, status: 'Active' | 'Inactive'): MemberRec | RuleError {
  const m = findMember(world, orgId, email);
  if (!('email' in m)) return m;
  if (m.isOwner) return err(409, E.MEMBER_STATUS_TRANSITION, MESSAGES.memberStatus);
  const allowed = (m.status === 'Active' && status === 'Inactive') || (m.status === 'Inactive' && status === 'Active');
  if (!allowed) return err(409, E.MEMBER_STATUS_TRANSITION, MESSAGES.memberStatus, { from: m.status, to: status });
  m.status = status;
  if (status === 'Inactive') {
    m.roles = {};
    // An ownership transfer to this member can no longer complete: it fails and is withdrawn.
    const org = world.data.organizations.find((o) => o.id === orgId);
    if (org?.ownerTransfer?.toEmail.toLowerCase() === m.email.toLowerCase()) {
      org.ownerTransfer = null;
      org.pendingOwnerEmail = null;
      logActivity(world, orgId, actorEmail, 'member', { action: 'member.ownerTransferFailed', facts: { email: m.email } }, 'error');
    }
  }
  logActivity(world, orgId, actorEmail, 'member', { action: 'member.status', facts: { email: m.email, status } });
  return m;
}

/**
 * Places taken under a product's role-holder limit: non-owner Active members holding a role, and Pending
 * invitations that will grant one.
 */
export function roleSeats(world: World, orgId: string, productCode: ProductCode, except: MemberRec | null = null): number {
  return membersOf(world, orgId).filter(
    (m) => m !== except && !m.isOwner && ((m.status === 'Active' && m.roles[productCode]) || (m.status === 'Pending' && m.invitedRoles[productCode])),
  ).length;
}

function checkRole(world: World, orgId: string, member: MemberRec | null, r: RoleInput, adding = 1): RuleError | null {
  const product = productDef(world, r.productCode);
  if (!product.roles.includes(r.role)) return err(400, E.ROLE_NOT_SUPPORTED, MESSAGES.roleNotSupported, { productCode: r.productCode, role: r.role });
  if (product.requiresDomain && r.domains.length < 1) return err(400, E.MEMBER_DOMAIN_REQUIRED, MESSAGES.domainRequired, { productCode: r.productCode });
  if (r.domains.some((d) => !DOMAIN.test(d))) return err(400, E.SERVICE_DOMAIN_UPDATE_FAILED, MESSAGES.roleChange);
  // Only the product's registered service domains can be given (the permission dialog lists them).
  const registered = tenant(world, orgId, r.productCode).domains;
  const unknown = r.domains.find((d) => !registered.includes(d));
  if (product.requiresDomain && unknown !== undefined) return err(400, E.SERVICE_DOMAIN_UPDATE_FAILED, MESSAGES.serviceDomain, { domain: unknown });
  const sub = liveSubscription(world, orgId, r.productCode);
  if (!sub) return err(409, E.INVITE_BEFORE_SUBSCRIBE, MESSAGES.inviteBeforeSubscribe, { productCode: r.productCode });
  const limit = planDef(world, sub.planCode).limits.members;
  const taken = roleSeats(world, orgId, r.productCode, member);
  if (limit !== null && taken + adding > limit) return err(409, E.MEMBER_LIMIT, MESSAGES.memberLimit, { productCode: r.productCode, limit, current: taken });
  return null;
}

/** Replace a member's roles (Active members only). */
export function setRoles(world: World, orgId: string, actorEmail: string, email: string, roles: RoleInput[]): MemberRec | RuleError {
  const m = findMember(world, orgId, email);
  if (!('email' in m)) return m;
  if (m.isOwner) return err(409, E.MEMBER_ROLE_CHANGE_FAILED, MESSAGES.roleChange);
  if (m.status !== 'Active') return err(409, E.MEMBER_NOT_ACTIVE, MESSAGES.memberNotActive);
  const products = new Set<string>();
  for (const r of roles) {
    if (products.has(r.productCode)) return err(400, E.MEMBER_ROLE_CHANGE_FAILED, MESSAGES.roleChange);
    products.add(r.productCode);
    const e = checkRole(world, orgId, m, r);
    if (e) return e;
  }
  m.roles = Object.fromEntries(roles.map((r) => [r.productCode, { role: r.role, domains: [...r.domains] }]));
  logActivity(world, orgId, actorEmail, 'member', { action: 'member.roles', facts: { email: m.email } });
  return m;
}

/**
 * Ownership transfer (spec section 6 shows the button and its toasts, not the rules; decided here and in
 * docs/decisions.md): the owner asks an Active member with an account; the request waits for that member's
 * acceptance for 7 days; both sides can read it; the owner can cancel it; on acceptance the two swap places
 * and roles (the new owner takes the owner's roles, the former owner keeps the new owner's former ones).
 * It fails when the member is not Active, is the owner, or another request is pending.
 */
export function transferOwnership(world: World, orgId: string, actorEmail: string, email: string): 'REQUESTED' | RuleError {
  const org = world.data.organizations.find((o) => o.id === orgId);
  if (!org) return err(404, E.NOT_FOUND, MESSAGES.notFound);
  if (org.ownerTransfer) return err(409, E.OWNERSHIP_TRANSFER_FAILED, MESSAGES.ownershipTransfer, { reason: 'PENDING', toEmail: org.ownerTransfer.toEmail });
  const m = memberByEmail(world, orgId, email);
  if (!m || m.isOwner || m.status !== 'Active' || !m.userId) {
    return err(409, E.OWNERSHIP_TRANSFER_FAILED, MESSAGES.ownershipTransfer, { reason: !m ? 'NOT_A_MEMBER' : m.isOwner ? 'ALREADY_OWNER' : 'NOT_ACTIVE' });
  }
  const now = world.clock.now();
  org.pendingOwnerEmail = m.email;
  org.ownerTransfer = { fromUserId: org.ownerUserId, toEmail: m.email, requestedAt: now.toISOString(), expiresAt: addDays(now, LIMITS.invitationValidDays).toISOString() };
  sendMail(world, m.email, 'Ownership transfer', 'You have been asked to become the owner.');
  logActivity(world, orgId, actorEmail, 'member', { action: 'member.ownerTransfer', facts: { email: m.email } }, 'notice');
  return 'REQUESTED';
}

/** The new owner accepts: owner and member swap places and roles. */
export function acceptOwnership(world: World, orgId: string, callerEmail: string): 'COMPLETED' | RuleError {
  const org = world.data.organizations.find((o) => o.id === orgId);
  const transfer = org?.ownerTransfer;
  if (!org || !transfer) return err(404, E.OWNERSHIP_TRANSFER_NOT_FOUND, MESSAGES.ownershipTransferNotFound);
  if (transfer.toEmail.toLowerCase() !== callerEmail.toLowerCase()) return err(403, E.NO_PERMISSION, MESSAGES.noPermission);
  const next = memberByEmail(world, orgId, transfer.toEmail);
  const previous = membersOf(world, orgId).find((m) => m.isOwner);
  if (!next || next.status !== 'Active' || !next.userId || !previous) {
    org.ownerTransfer = null;
    org.pendingOwnerEmail = null;
    return err(409, E.OWNERSHIP_TRANSFER_FAILED, MESSAGES.ownershipTransfer, { reason: 'NOT_ACTIVE' });
  }
  const ownerRoles = previous.roles;
  previous.roles = next.roles;
  next.roles = ownerRoles;
  previous.isOwner = false;
  next.isOwner = true;
  org.ownerUserId = next.userId;
  org.ownerTransfer = null;
  org.pendingOwnerEmail = null;
  sendMail(world, previous.email, 'Ownership transfer', `${next.email} is now the owner.`);
  logActivity(world, orgId, next.email, 'member', { action: 'member.ownerTransferComplete', facts: { email: next.email } }, 'notice');
  return 'COMPLETED';
}

/** The owner withdraws a pending request. */
export function cancelOwnership(world: World, orgId: string, actorEmail: string): true | RuleError {
  const org = world.data.organizations.find((o) => o.id === orgId);
  if (!org?.ownerTransfer) return err(404, E.OWNERSHIP_TRANSFER_NOT_FOUND, MESSAGES.ownershipTransferNotFound);
  logActivity(world, orgId, actorEmail, 'member', { action: 'member.ownerTransferCancel', facts: { email: org.ownerTransfer.toEmail } }, 'notice');
  org.ownerTransfer = null;
  org.pendingOwnerEmail = null;
  return true;
}

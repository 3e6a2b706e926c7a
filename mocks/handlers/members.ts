/** Members of the selected organisation: list/search/paging, detail, invite, resend, cancel, status, roles. */
import { z } from 'zod/mini';
import * as s from '@contract/schemas';
import type { World } from '../world/db';
import { membersOf } from '../world/access';
import { E, err, MESSAGES, RuleError } from '../world/rules/errors';
import { cancelInvitation, changeStatus, invite, resendInvitation, setRoles, type RoleInput } from '../world/rules/members';
import type { MemberRec, ProductCode } from '../world/types';
import { intParam, operation, ownerCaller, page, readJson, strArr, type GetWorld, type OperationHandler } from './kit';

function summary(m: MemberRec): s.MemberSummary {
  return {
    email: m.email,
    name: m.name,
    status: m.status,
    isOwner: m.isOwner,
    serviceCount: Object.keys(m.roles).length,
    createdDate: m.status === 'Pending' || m.status === 'Expired' ? null : m.createdAt,
    invitationDate: m.invitedAt,
  };
}

function roleList(roles: MemberRec['roles']): s.MemberProductRole[] {
  return (Object.entries(roles) as [ProductCode, NonNullable<MemberRec['roles'][ProductCode]>][]).map(([productCode, r]) => ({
    productCode,
    role: r.role,
    domains: [...r.domains],
  }));
}

export function memberDetail(m: MemberRec): s.MemberDetailResponse {
  const invitation = m.status === 'Pending' || m.status === 'Expired';
  return {
    ...summary(m),
    accountType: m.accountType,
    roles: roleList(m.roles),
    ...(invitation ? { invitedRoles: roleList(m.invitedRoles) } : {}),
  };
}

function rolesFrom(raw: unknown): RoleInput[] | RuleError {
  if (raw === undefined) return [];
  const parsed = z.array(s.memberProductRoleSchema).safeParse(raw);
  if (!parsed.success) return err(400, E.MEMBER_ROLE_CHANGE_FAILED, MESSAGES.roleChange);
  return parsed.data;
}

function findMember(world: World, orgId: string, email: string | undefined) {
  const e = decodeURIComponent(email ?? '').toLowerCase();
  return membersOf(world, orgId).find((m) => m.email.toLowerCase() === e) ?? err(404, E.MEMBER_NOT_FOUND, MESSAGES.memberNotFound);
}

export function createMemberHandlers(getWorld?: GetWorld): Record<'members', OperationHandler[]> {
  const members = [
    operation('members.list', ({ request, url, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const search = (url.searchParams.get('searchValue') ?? '').trim().toLowerCase();
      const products = url.searchParams.getAll('productCodes');
      const items = membersOf(world, c.organization.id)
        .filter((m) => !search || m.email.toLowerCase().includes(search) || m.name.toLowerCase().includes(search))
        .filter((m) => products.length === 0 || products.some((p) => p in m.roles))
        .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.createdAt.localeCompare(b.createdAt))
        .map(summary);
      return page(items, intParam(url, 'pageNum', 0), intParam(url, 'pageSize', 10));
    }, getWorld),
    operation('members.detail', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const m = findMember(world, c.organization.id, params.email);
      return m instanceof RuleError ? m : memberDetail(m);
    }, getWorld),
    operation('members.invite', async ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const roles = rolesFrom(raw.roles);
      if (roles instanceof RuleError) return roles;
      const invited = invite(world, c.organization.id, c.user.email, strArr(raw, 'emails'), roles);
      return invited instanceof RuleError ? invited : { invited };
    }, getWorld),
    operation('members.resendInvitation', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const r = resendInvitation(world, c.organization.id, decodeURIComponent(params.email ?? ''));
      return r instanceof RuleError ? r : null;
    }, getWorld),
    operation('members.cancelInvitation', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const r = cancelInvitation(world, c.organization.id, decodeURIComponent(params.email ?? ''));
      return r instanceof RuleError ? r : null;
    }, getWorld),
    operation('members.changeStatus', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      if (raw.status !== 'Active' && raw.status !== 'Inactive') return err(409, E.MEMBER_STATUS_TRANSITION, MESSAGES.memberStatus);
      const m = changeStatus(world, c.organization.id, c.user.email, decodeURIComponent(params.email ?? ''), raw.status);
      return m instanceof RuleError ? m : memberDetail(m);
    }, getWorld),
    operation('members.roles', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const roles = rolesFrom(raw.roles ?? []);
      if (roles instanceof RuleError) return roles;
      const m = setRoles(world, c.organization.id, c.user.email, decodeURIComponent(params.email ?? ''), roles);
      return m instanceof RuleError ? m : memberDetail(m);
    }, getWorld),
  ];
  return { members };
}

/** Profile, language, extra info, sign-out; organisation, its user and product list; region; countries; tenant usage. */
import * as s from '@contract/schemas';
import { liveSubscription, liveSubscriptions, membersOf, planDef, productDef, tenant as tenantOf, userById } from '../world/access';
import { LIMITS, USAGE_BASIS } from '../world/catalogue';
import { HOUR } from '../world/clock';
import { overageCentsFor } from '../world/rules/billing';
import { roleSeats } from '../world/rules/members';
import { toUsd } from '../world/rules/pricing';
import { isoDate } from '../world/clock';
import { E, err, MESSAGES, RuleError, tooLong } from '../world/rules/errors';
import { productSubscription } from '../world/rules/subscription';
import { caller, operation, orgCaller, ownerCaller, parseWith, planName, readJson, str, usd, type GetWorld, type OperationHandler } from './kit';
import { LANGUAGE } from './session';
import { acceptOwnership, cancelOwnership, transferOwnership } from '../world/rules/members';
import { countryName } from '../texts/countries';
import { requestLanguage } from '../texts/language';
import { SIGN_OUT_MESSAGES } from '../texts/signOut';

type Areas = 'user' | 'organization' | 'region' | 'countries' | 'tenant';

export function createUserHandlers(getWorld?: GetWorld): Record<Areas, OperationHandler[]> {
  const user = [
    operation('user.get', ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      return { id: c.user.id, name: c.user.name, email: c.user.email, language: c.user.language, selectedOrganizationId: c.user.selectedOrganizationId };
    }, getWorld),
    operation('user.logout', ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return err(400, E.U1000, SIGN_OUT_MESSAGES[requestLanguage(request)].alreadySignedOut);
      const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
      world.data.sessions = world.data.sessions.filter((x) => x.token !== token);
      return null;
    }, getWorld),
    operation('user.language', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.languageChangeRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      c.user.language = LANGUAGE[body.language];
      return { languageType: c.user.language };
    }, getWorld),
    operation('user.info', async ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const name = str(raw, 'name').trim();
      const company = str(raw, 'company').trim();
      if (!name) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'name' });
      if (name.length > LIMITS.nameMax) return tooLong('name', LIMITS.nameMax);
      if (!company) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'company' });
      if (company.length > LIMITS.organizationNameMax) return tooLong('company', LIMITS.organizationNameMax);
      const body = parseWith(s.userInfoUpdateRequestSchema, raw);
      if (body instanceof RuleError) return body;
      const country = world.data.countries.find((x) => x.code === body.country && x.availability);
      if (!country) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'country' });
      c.user.name = body.name;
      c.user.country = body.country;
      c.user.phone = body.phone ?? '';
      c.user.updatedAt = world.clock.nowIso();
      for (const m of world.data.members) if (m.userId === c.user.id) m.name = body.name;
      if (c.organization && c.member?.isOwner) c.organization.name = body.company;
      return null;
    }, getWorld),
  ];

  const organization = [
    operation('organization.get', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const org = c.organization;
      return {
        id: org.id,
        name: org.name,
        region: org.region,
        serviceCount: liveSubscriptions(world, org.id).length,
        memberCount: membersOf(world, org.id).filter((m) => m.status === 'Active' || m.status === 'Inactive').length,
      };
    }, getWorld),
    operation('organization.user', ({ request, world }) => {
      const c = caller(world, request);
      if (c instanceof RuleError) return c;
      if (!c.organization || c.organization.status === 'DISABLED' || c.user.selectedOrganizationId === '0') {
        return { status: 'DISABLED', isOwner: c.member?.isOwner ?? false };
      }
      return { status: 'ENABLED', isOwner: c.member?.isOwner ?? false };
    }, getWorld),
    operation('organization.productList', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const language = requestLanguage(request);
      return world.data.products.map((p) => {
        const sub = productSubscription(world, c.organization.id, p.productCode);
        const t = world.data.tenants.find((x) => x.organizationId === c.organization.id && x.productCode === p.productCode);
        let state: 'NONE' | 'RUNNING' | 'STOPPING' | 'STOPPED' = 'NONE';
        if (sub && (sub.state === 'CANCELLED' || sub.state === 'EXPIRED')) state = t?.tenantStatus === 'stopping' ? 'STOPPING' : 'STOPPED';
        else if (sub && sub.state === 'CANCEL_SCHEDULED') state = 'STOPPING';
        else if (sub) state = 'RUNNING';
        if (t?.tenantStatus === 'deleted') state = 'NONE';
        return {
          productCode: p.productCode,
          productName: p.productName,
          planName: sub && state !== 'NONE' ? planName(world, sub.planCode, language) : '',
          state,
          dataDeletionDate: sub?.dataDeletionDate && state !== 'NONE' ? isoDate(new Date(sub.dataDeletionDate)) : '',
        };
      });
    }, getWorld),
    operation('organization.transferOwnership', async ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.ownershipTransferRequestSchema, await readJson(request));
      if (body instanceof RuleError) return err(409, E.OWNERSHIP_TRANSFER_FAILED, MESSAGES.ownershipTransfer);
      const result = transferOwnership(world, c.organization.id, c.user.email, body.email);
      if (result instanceof RuleError) return result;
      return { status: result };
    }, getWorld),
    operation('organization.ownershipTransferState', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const transfer = c.organization.ownerTransfer;
      const role = c.member.isOwner ? 'OWNER' : transfer && transfer.toEmail.toLowerCase() === c.user.email.toLowerCase() ? 'NEW_OWNER' : 'OTHER';
      if (!transfer) return { status: 'NONE', fromEmail: null, toEmail: null, requestedAt: null, expiresAt: null, role };
      return {
        status: 'PENDING',
        fromEmail: userById(world, transfer.fromUserId)?.email ?? null,
        toEmail: transfer.toEmail,
        requestedAt: transfer.requestedAt,
        expiresAt: transfer.expiresAt,
        role,
      };
    }, getWorld),
    operation('organization.acceptOwnershipTransfer', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const result = acceptOwnership(world, c.organization.id, c.user.email);
      return result instanceof RuleError ? result : { status: result };
    }, getWorld),
    operation('organization.cancelOwnershipTransfer', ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const result = cancelOwnership(world, c.organization.id, c.user.email);
      return result instanceof RuleError ? result : null;
    }, getWorld),
    operation('organization.serviceDomains', ({ request, url, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const query = parseWith(s.serviceDomainsRequestSchema, { productCode: url.searchParams.get('productCode') ?? undefined });
      if (query instanceof RuleError) return query;
      return { productCode: query.productCode, domains: [...tenantOf(world, c.organization.id, query.productCode).domains] };
    }, getWorld),
  ];

  const region = [
    operation('region.api', ({ params, url }) => {
      if (params.code !== 'ap-northeast-1' && params.code !== 'us-east-1') return err(404, E.NOT_FOUND, MESSAGES.notFound);
      // The regional host: the same origin, so the worker keeps answering after the client switches base.
      return { url: url.origin };
    }, getWorld),
  ];

  const countries = [
    operation('countries.list', ({ request, world }) => {
      const language = requestLanguage(request);
      return world.data.countries.map((c) => ({ code: c.code, name: countryName(c.code, language), availability: c.availability }));
    }, getWorld),
  ];

  const tenant = [
    operation('tenant.usage', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      return {
        products: world.data.tenants
          .filter((t) => t.organizationId === c.organization.id && productDef(world, t.productCode).available)
          .map((t) => ({
            tenantId: t.tenantId,
            productCode: t.productCode,
            tenantStatus: t.tenantStatus,
            isMovable: t.isMovable,
            subDomain: t.subDomain,
            clientId: t.clientId,
          })),
      };
    }, getWorld),
    operation('tenant.productUsage', ({ request, params, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const code = s.productCodeSchema.safeParse(params.productCode);
      if (!code.success || !productDef(world, code.data).available) return err(404, E.NOT_FOUND, MESSAGES.notFound);
      const productCode = code.data;
      const t = tenantOf(world, c.organization.id, productCode);
      if (t.projectInactive) return err(403, E.PROJECT_INACTIVE, MESSAGES.projectInactive);
      const sub = liveSubscription(world, c.organization.id, productCode);
      const plan = sub ? planDef(world, sub.planCode) : null;
      const basis = USAGE_BASIS[productCode];
      const monthly = basis.metric === 'PCCU' ? 'MAU' : basis.metric;
      const metrics: s.UsageMetric[] = [
        { metric: 'PCCU', value: t.usage.concurrentUsers, limit: plan?.limits.concurrentUsers ?? null, billed: basis.limit === 'concurrentUsers' },
        { metric: monthly, value: t.usage.monitoredUsers, limit: plan?.limits.monitoredUsers ?? null, billed: basis.limit === 'monitoredUsers' },
      ];
      const billed = metrics.find((m) => m.billed);
      const now = world.clock.nowMs();
      const lastUpdated = Math.floor(now / HOUR) * HOUR;
      return {
        productCode,
        planCode: plan?.planCode ?? null,
        basis: basis.basis,
        metrics: billed && billed.metric !== metrics[0]?.metric ? [billed, ...metrics.filter((m) => m !== billed)] : metrics,
        rooms: { value: t.usage.rooms, limit: plan?.limits.rooms ?? null },
        members: { value: roleSeats(world, c.organization.id, productCode), limit: plan?.limits.members ?? null },
        overageUsers: billed && billed.limit !== null ? Math.max(0, billed.value - billed.limit) : 0,
        overageEstimate: usd(sub && plan ? toUsd(overageCentsFor(world, sub, plan.planCode, new Date(now).toISOString().slice(0, 7))) : 0),
        lastUpdated: new Date(lastUpdated).toISOString(),
        nextUpdate: new Date(lastUpdated + HOUR).toISOString(),
      };
    }, getWorld),
  ];

  return { user, organization, region, countries, tenant };
}

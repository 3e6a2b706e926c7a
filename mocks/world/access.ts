/** Lookups and small mutations shared by rules, scenarios and handlers. */
import { FAILING_CARD_NUMBERS, LIMITS, tierRank } from './catalogue';
import type { World } from './world';
import type {
  ActivityCategory,
  ActivityEvent,
  ActivityResult,
  CardRec,
  MailRec,
  MemberRec,
  OrganizationRec,
  PlanCode,
  PlanDef,
  ProductCode,
  ProductDef,
  SubscriptionRec,
  TenantRec,
  UserRec,
} from './types';

export const LIVE_STATES: SubscriptionRec['state'][] = ['FREE_TRIAL', 'ACTIVE', 'CANCEL_SCHEDULED', 'PAYMENT_FAILED'];

export function isLive(sub: SubscriptionRec): boolean {
  return LIVE_STATES.includes(sub.state);
}

export function userById(world: World, id: string): UserRec | undefined {
  return world.data.users.find((u) => u.id === id && !u.deleted);
}

export function userByEmail(world: World, email: string): UserRec | undefined {
  const e = email.trim().toLowerCase();
  return world.data.users.find((u) => u.email.toLowerCase() === e && !u.deleted);
}

export function organization(world: World, id: string): OrganizationRec | undefined {
  return world.data.organizations.find((o) => o.id === id);
}

export function productDef(world: World, code: ProductCode): ProductDef {
  const def = world.data.products.find((p) => p.productCode === code);
  if (!def) throw new Error(`Unknown product ${code}`);
  return def;
}

export function planDef(world: World, code: PlanCode): PlanDef {
  const def = world.data.plans.find((p) => p.planCode === code);
  if (!def) throw new Error(`Unknown plan ${code}`);
  return def;
}

export function planOf(world: World, productCode: ProductCode, tier: PlanDef['tier']): PlanDef | undefined {
  return world.data.plans.find((p) => p.productCode === productCode && p.tier === tier);
}

export function isUpgrade(from: PlanDef, to: PlanDef): boolean {
  return tierRank(to.tier) > tierRank(from.tier);
}

export function tenant(world: World, orgId: string, productCode: ProductCode): TenantRec {
  let rec = world.data.tenants.find((t) => t.organizationId === orgId && t.productCode === productCode);
  if (!rec) {
    rec = {
      organizationId: orgId,
      productCode,
      tenantId: null,
      tenantStatus: 'none',
      isMovable: false,
      subDomain: '',
      clientId: `client-${productCode}`,
      statusSince: world.clock.nowIso(),
      usage: { concurrentUsers: 0, monitoredUsers: 0, rooms: 0, updatedAt: world.clock.nowIso() },
      usageHistory: {},
      domains: [],
    };
    world.data.tenants.push(rec);
  }
  return rec;
}

export function setTenantStatus(world: World, rec: TenantRec, status: TenantRec['tenantStatus']): void {
  rec.tenantStatus = status;
  rec.statusSince = world.clock.nowIso();
}

export function subscriptionById(world: World, orgId: string, id: string): SubscriptionRec | undefined {
  return world.data.subscriptions.find((s) => s.id === id && s.organizationId === orgId);
}

/** The newest subscription of a product (live or not). */
export function latestSubscription(world: World, orgId: string, productCode: ProductCode): SubscriptionRec | undefined {
  const subs = world.data.subscriptions.filter((s) => s.organizationId === orgId && s.productCode === productCode);
  return subs.sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

export function liveSubscription(world: World, orgId: string, productCode: ProductCode): SubscriptionRec | undefined {
  return world.data.subscriptions.find((s) => s.organizationId === orgId && s.productCode === productCode && isLive(s));
}

export function liveSubscriptions(world: World, orgId: string): SubscriptionRec[] {
  return world.data.subscriptions.filter((s) => s.organizationId === orgId && isLive(s));
}

export function membersOf(world: World, orgId: string): MemberRec[] {
  return world.data.members.filter((m) => m.organizationId === orgId);
}

export function memberByEmail(world: World, orgId: string, email: string): MemberRec | undefined {
  const e = email.trim().toLowerCase();
  return membersOf(world, orgId).find((m) => m.email.toLowerCase() === e);
}

/** Non-owner members holding a role on the product. */
export function roleHolders(world: World, orgId: string, productCode: ProductCode): MemberRec[] {
  return membersOf(world, orgId).filter((m) => !m.isOwner && m.roles[productCode]);
}

export function cardsOf(world: World, orgId: string): CardRec[] {
  return world.data.cards.filter((c) => c.organizationId === orgId);
}

export function cardById(world: World, orgId: string, id: string): CardRec | undefined {
  return cardsOf(world, orgId).find((c) => c.id === id);
}

export function defaultCard(world: World, orgId: string): CardRec | undefined {
  const cards = cardsOf(world, orgId);
  return cards.find((c) => c.isDefault) ?? cards[0];
}

/** The mock issuer: a charge fails for the listed numbers. */
export function chargeSucceeds(card: CardRec | undefined): boolean {
  return !!card && !card.declines && !FAILING_CARD_NUMBERS.includes(card.number);
}

/** Records what happened as facts (`event`); the activity-log handler words it in the reader's language. */
export function logActivity(
  world: World,
  orgId: string,
  actorEmail: string,
  category: ActivityCategory,
  event: ActivityEvent,
  result: ActivityResult = 'success',
): void {
  world.data.activity.unshift({
    id: world.nextId('act'),
    organizationId: orgId,
    at: world.clock.nowIso(),
    category,
    ...event,
    result,
    actorEmail,
    ip: world.data.clientIp,
  });
}

export function sendMail(world: World, to: string, subject: string, body: string, extra: Pick<MailRec, 'link' | 'code' | 'locale'> = {}): void {
  world.data.outbox.push({ to, subject, body, at: world.clock.nowIso(), ...extra });
}

/** A 6-digit code, deterministic per world. */
export function nextCode(world: World): string {
  world.data.sequence += 1;
  return String(100000 + ((world.data.sequence * 7919) % 900000));
}

export function dataRetentionDays(world: World, productCode: ProductCode): number {
  return productDef(world, productCode).dataRetentionDays ?? LIMITS.dataRetentionDays;
}

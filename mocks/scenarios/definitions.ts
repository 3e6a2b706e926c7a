/**
 * The named scenarios. Each starts from the baseline seed (owner of "Acme Retail" with NetFUNNEL Medium,
 * Bot Manager Small and mBuster Small running) and changes only what its name says, so they compose.
 */
import { LIMITS, STAFF_EMAIL_DOMAIN } from '../world/catalogue';
import { addDays, addMonths, DAY, lastPaymentDate, MINUTE, nextPaymentDate, startOfUtcDay } from '../world/clock';
import { cardById, latestSubscription, setTenantStatus, subscriptionById, tenant, userById } from '../world/access';
import { endedAt, restart } from '../world/rewrite';
import { spotContract } from '../world/rules/contracts';
import { settle } from '../world/rules/lifecycle';
import { SEED } from '../world/seed';
import type { SubscriptionRec } from '../world/types';
import type { Scenario, World } from '../world/world';

const iso = (d: Date) => d.toISOString();

function named(name: string, fn: (world: World) => void): Scenario {
  return Object.assign(fn, { scenarioName: name });
}

function owner(world: World) {
  const user = userById(world, SEED.ownerId);
  if (!user) throw new Error('The seed owner is missing');
  return user;
}

function nfSubscription(world: World) {
  const sub = latestSubscription(world, SEED.organizationId, 'netfunnel');
  if (!sub) throw new Error('No NetFUNNEL subscription in this world (compose after one that removes it?)');
  return sub;
}

function seedSubscription(world: World, id: string): SubscriptionRec {
  const sub = subscriptionById(world, SEED.organizationId, id);
  if (!sub) throw new Error(`No subscription ${id} in this world (compose after one that removes it?)`);
  return sub;
}

const ownerAllProductsRunning = named('ownerAllProductsRunning', () => {
  // The baseline seed as it is.
});

const noSubscriptions = named('noSubscriptions', (world) => {
  const d = world.data;
  d.subscriptions = [];
  d.payments = [];
  d.contracts = [];
  d.freeTrialsUsed = [];
  d.lastCancelAt = {};
  d.members = d.members.filter((m) => m.isOwner);
  for (const m of d.members) m.roles = {};
  d.users = d.users.filter((u) => u.id === SEED.ownerId || d.members.some((m) => m.userId === u.id));
  for (const t of d.tenants) {
    t.tenantId = null;
    t.tenantStatus = 'none';
    t.isMovable = false;
    t.subDomain = '';
    t.usage = { concurrentUsers: 0, monitoredUsers: 0, rooms: 0, updatedAt: world.clock.nowIso() };
  }
  d.notifications = d.notifications.filter((n) => n.type === 'COMMON' || n.type === 'NOTICE');
});

const newUserEmptyName = named('newUserEmptyName', (world) => {
  noSubscriptions(world);
  const user = owner(world);
  user.name = '';
  user.phone = '';
  user.createdAt = world.clock.nowIso();
  const m = world.data.members.find((x) => x.userId === user.id);
  if (m) m.name = '';
  world.data.cards = [];
  world.data.activity = [];
  world.data.notifications = [];
});

const memberOperatorOnly = named('memberOperatorOnly', (world) => {
  // Park Sora: an Active member with the NetFUNNEL Operator role only.
  world.data.defaultUserId = 'u-park';
});

const organizationDisabled = named('organizationDisabled', (world) => {
  for (const o of world.data.organizations) o.status = 'DISABLED';
});

const selectedOrganizationZero = named('selectedOrganizationZero', (world) => {
  owner(world).selectedOrganizationId = '0';
});

const freeTrialEndsTomorrow = named('freeTrialEndsTomorrow', (world) => {
  const sub = nfSubscription(world);
  restart(world, sub, 'NF_FREETRIAL', new Date(world.clock.nowMs() - 13 * DAY));
  sub.cardId = null;
  for (const m of world.data.members) if (!m.isOwner) delete m.roles.netfunnel;
  tenant(world, SEED.organizationId, 'netfunnel').usage.rooms = 1;
});

const paymentFailedInGrace = named('paymentFailedInGrace', (world) => {
  const sub = nfSubscription(world);
  const now = world.clock.now();
  const due = lastPaymentDate(now);
  // Failed on the payment day when that is within the grace period, otherwise yesterday.
  const failed = now.getTime() - due.getTime() < LIMITS.paymentGraceDays * DAY ? due : startOfUtcDay(addDays(now, -1));
  const charge = world.data.payments.find((p) => p.subscriptionId === sub.id && p.kind === 'MONTHLY' && p.dueDate === iso(due));
  if (!charge) throw new Error('paymentFailedInGrace: no monthly charge on the last payment day');
  // The corporate card is declined from now on (the automatic retries of the grace period fail too).
  const card = sub.cardId ? cardById(world, SEED.organizationId, sub.cardId) : undefined;
  if (card) card.declines = true;
  const retriesDone = Math.min(LIMITS.paymentGraceDays, Math.floor((now.getTime() - failed.getTime()) / DAY));
  Object.assign(charge, { status: 'Failed', paymentDate: iso(failed), failedAt: iso(failed), attempts: 1 + retriesDone, autoRetries: retriesDone });
  sub.state = 'PAYMENT_FAILED';
  sub.paymentFailure = { paymentId: charge.id, failedDate: iso(failed), graceEndDate: iso(addDays(failed, LIMITS.paymentGraceDays)), reason: 'cardDeclined' };
  world.data.notifications.unshift({
    id: world.nextId('ntf'),
    organizationId: SEED.organizationId,
    type: 'BILLING',
    productCode: 'netfunnel',
    kind: 'paymentFailed',
    facts: { productCode: 'netfunnel', graceDays: LIMITS.paymentGraceDays },
    createdAt: iso(failed),
    read: false,
  });
});

const tenantConfiguring = named('tenantConfiguring', (world) => {
  const t = tenant(world, SEED.organizationId, 'netfunnel');
  setTenantStatus(world, t, 'pending');
  t.statusSince = iso(new Date(world.clock.nowMs() - 3 * MINUTE));
});

const tenantFailed = named('tenantFailed', (world) => {
  setTenantStatus(world, tenant(world, SEED.organizationId, 'netfunnel'), 'failed');
});

const tenantDeleted = named('tenantDeleted', (world) => {
  const sub = nfSubscription(world);
  const ended = startOfUtcDay(addDays(world.clock.now(), -40));
  endedAt(world, sub, ended, 'CANCELLED');
  sub.dataDeleted = true;
  setTenantStatus(world, tenant(world, SEED.organizationId, 'netfunnel'), 'deleted');
});

const marketplacePlan = named('marketplacePlan', (world) => {
  const sub = nfSubscription(world);
  sub.channel = 'AWS_MARKETPLACE';
  sub.cardId = null;
  sub.taxStatement = true;
  // Invoiced through the marketplace: settled at the end of each payment month, so the last one is still Unpaid.
  const now = world.clock.now();
  for (const p of world.data.payments.filter((x) => x.subscriptionId === sub.id)) {
    const due = new Date(p.dueDate);
    const settle = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0));
    Object.assign(p, { method: 'TAX_STATEMENT', cardId: null, lastDigits: null, paymentDate: iso(settle.getTime() <= now.getTime() ? settle : due) });
    if (settle.getTime() > now.getTime()) Object.assign(p, { status: 'Unpaid', settleDate: iso(settle) });
  }
  for (const c of world.data.contracts) if (c.subscriptionId === sub.id) c.paymentMethod = 'INVOICE';
});

const providerStaffProduction = named('providerStaffProduction', (world) => {
  world.data.environment = 'production';
  const user = owner(world);
  const staffEmail = `minji.kim@${STAFF_EMAIL_DOMAIN}`;
  for (const m of world.data.members) if (m.userId === user.id) m.email = staffEmail;
  user.email = staffEmail;
});

const fiveCards = named('fiveCards', (world) => {
  const extra: [string, string, string][] = [
    ['Marketing Amex', '378282246310005', '1234'],
    ['Travel JCB', '3530111333300000', '456'],
    ['Events Visa', '4012888888881881', '789'],
  ];
  const expiry = addMonths(world.clock.now(), 24);
  for (const [name, number, cvc] of extra) {
    if (world.data.cards.filter((c) => c.organizationId === SEED.organizationId).length >= 5) break;
    world.data.cards.push({
      id: world.nextId('card'),
      organizationId: SEED.organizationId,
      name,
      number,
      cvc,
      expiryMonth: expiry.getUTCMonth() + 1,
      expiryYear: expiry.getUTCFullYear(),
      cardType: 'CORPORATE_DOMESTIC',
      brand: number.startsWith('3') && number.length === 15 ? 'AMEX' : number.startsWith('35') ? 'JCB' : 'VISA',
      isDefault: false,
      createdAt: world.clock.nowIso(),
    });
  }
});

/** The owner has two-step verification on: a correct password is answered with an e-mailed code challenge. */
const twoFactorOn = named('twoFactorOn', (world) => {
  owner(world).twoFactorEnabled = true;
});

/** The owner's password expired yesterday: sign-in asks for a change or a 90-day extension. */
/** The pending invitation (`invite-pending`) goes to someone who already has an account elsewhere. */
const invitedExistingAccount = named('invitedExistingAccount', (world) => {
  const invitee = world.data.members.find((m) => m.invitationToken === SEED.links.invitationPending);
  if (!invitee) throw new Error('No pending invitation in this world (compose after one that removes it?)');
  const account = structuredClone(owner(world));
  world.data.users.push({
    ...account,
    id: 'u-invitee',
    email: invitee.email,
    name: 'Seo Hana',
    twoFactorEnabled: false,
    selectedOrganizationId: 'org-elsewhere',
  });
});

const passwordExpired = named('passwordExpired', (world) => {
  owner(world).passwordExpiresAt = iso(addDays(world.clock.now(), -1));
});

/** mBuster's subscription restarted 10 days ago: inside its 28-day minimum period. */
function mbusterTenDaysOld(world: World): SubscriptionRec {
  const sub = seedSubscription(world, SEED.subscriptions.mbuster);
  restart(world, sub, sub.planCode, startOfUtcDay(addDays(world.clock.now(), -10)));
  return sub;
}

/** mBuster, subscribed 10 days ago, nothing scheduled: a cancel now is scheduled for day 28 and revertible. */
const mbusterInMinimumPeriod = named('mbusterInMinimumPeriod', (world) => {
  mbusterTenDaysOld(world);
});

/**
 * mBuster, subscribed 10 days ago, has a cancellation scheduled for the end of its 28-day minimum period
 * (requested yesterday): it can be reverted, and it will bill its last hours.
 */
const scheduledCancellation = named('scheduledCancellation', (world) => {
  const sub = mbusterTenDaysOld(world);
  const now = world.clock.now();
  const effective = addDays(new Date(sub.startDate), LIMITS.minimumPeriodDays);
  const requested = addDays(now, -1);
  Object.assign(sub, {
    state: 'CANCEL_SCHEDULED',
    scheduledCancel: { requestedDate: iso(requested), effectiveDate: iso(effective) },
    endDate: iso(effective),
    dataDeletionDate: iso(addDays(effective, LIMITS.dataRetentionDays)),
    lastChangeDate: iso(requested),
  } satisfies Partial<SubscriptionRec>);
});

/** NetFUNNEL Medium has a downgrade to Small planned (requested yesterday) for the next payment day. */
const plannedDowngrade = named('plannedDowngrade', (world) => {
  const sub = nfSubscription(world);
  const requested = addDays(world.clock.now(), -1);
  sub.plannedChange = { planCode: 'NF_SMALL', effectiveDate: iso(nextPaymentDate(world.clock.now())), requestedDate: iso(requested) };
  sub.lastChangeDate = iso(requested);
});

/**
 * NetFUNNEL was cancelled 3 days ago (data kept); a spot week is reserved from 4 days from now, and one more
 * ticket is left.
 */
const spotReserved = named('spotReserved', (world) => {
  const sub = nfSubscription(world);
  const now = world.clock.now();
  endedAt(world, sub, startOfUtcDay(addDays(now, -3)), 'CANCELLED');
  const start = startOfUtcDay(addDays(now, 4));
  const reservation = { id: world.nextId('spot'), startDate: iso(start), endDate: iso(addDays(start, LIMITS.spotDays)), cancelled: false, contractId: null as string | null, startedAt: null, endedAt: null };
  reservation.contractId = spotContract(world, sub, reservation, 300).id;
  sub.reservations.push(reservation);
  sub.spotTickets = 1;
});

/**
 * `spotReserved` lived through on the clock: reserved 12 days ago, the week ran (the subscription ACTIVE, the
 * tenant running) and ended yesterday at 00:00, so the spot plan is EXPIRED with that expiration date, the
 * tenant stopped, and it cannot be edited. Made by the clock's own events, so it is what a jump gives.
 */
const expiredSpot = named('expiredSpot', (world) => {
  const now = world.clock.now();
  world.clock.set(addDays(now, -12));
  try {
    spotReserved(world);
  } finally {
    world.clock.set(now);
  }
  settle(world);
});

/** NetFUNNEL's 14-day free trial expired yesterday without an upgrade: expired, tenant stopped, data kept. */
const freeTrialExpired = named('freeTrialExpired', (world) => {
  const sub = nfSubscription(world);
  const now = world.clock.now();
  restart(world, sub, 'NF_FREETRIAL', new Date(now.getTime() - 15 * DAY));
  sub.cardId = null;
  endedAt(world, sub, new Date(now.getTime() - DAY), 'EXPIRED');
});

/**
 * Five more Active members (three with the NetFUNNEL Operator role): twelve rows in the member list (two pages
 * of 10), and ten members besides the owner, which is NetFUNNEL Medium's limit, so no one more can be invited.
 */
const manyMembers = named('manyMembers', (world) => {
  const template = userById(world, 'u-jung');
  if (!template) throw new Error('manyMembers: the seed member Jung Min is missing (compose after one that removes members?)');
  const people: [string, string][] = [
    ['Yoon Seo', 'seo.yoon@acme-retail.example'],
    ['Kang Dae', 'dae.kang@acme-retail.example'],
    ['Lim Ara', 'ara.lim@acme-retail.example'],
    ['Oh Jin', 'jin.oh@acme-retail.example'],
    ['Shin Yuri', 'yuri.shin@acme-retail.example'],
  ];
  people.forEach(([name, email], index) => {
    const createdAt = iso(addDays(startOfUtcDay(world.clock.now()), -60 + index * 7));
    const userId = `u-many-${index + 1}`;
    world.data.users.push({ ...structuredClone(template), id: userId, email, name, twoFactorEnabled: false });
    world.data.members.push({
      id: `m-many-${index + 1}`,
      organizationId: SEED.organizationId,
      userId,
      email,
      name,
      status: 'Active',
      isOwner: false,
      accountType: 'ID_PASSWORD',
      createdAt,
      invitedAt: createdAt,
      invitationToken: null,
      invitationExpiresAt: null,
      roles: index < 3 ? { netfunnel: { role: 'OPERATOR', domains: [] } } : {},
      invitedRoles: {},
    });
  });
});

/**
 * The organisation's only live subscription is a NetFUNNEL free trial (started 3 days ago): Bot Manager and
 * mBuster were cancelled 10 days ago. A free trial's plan allows no members, so nobody can be invited.
 */
const freeTrialOnly = named('freeTrialOnly', (world) => {
  const now = world.clock.now();
  const sub = nfSubscription(world);
  restart(world, sub, 'NF_FREETRIAL', new Date(now.getTime() - 3 * DAY));
  sub.cardId = null;
  for (const id of [SEED.subscriptions.botmanager, SEED.subscriptions.mbuster]) {
    endedAt(world, seedSubscription(world, id), startOfUtcDay(addDays(now, -10)), 'CANCELLED');
  }
  // A free trial gives no member a role; the ended products' roles went with them.
  for (const m of world.data.members) if (!m.isOwner) m.roles = {};
});

/**
 * NetFUNNEL subscribed 10 days ago (inside its 28-day minimum period); a cancel requested yesterday is scheduled
 * for day 28 and can be reverted.
 */
const netfunnelCancelScheduled = named('netfunnelCancelScheduled', (world) => {
  const sub = nfSubscription(world);
  const now = world.clock.now();
  restart(world, sub, sub.planCode, startOfUtcDay(addDays(now, -10)));
  const effective = addDays(new Date(sub.startDate), LIMITS.minimumPeriodDays);
  const requested = addDays(now, -1);
  Object.assign(sub, {
    state: 'CANCEL_SCHEDULED',
    scheduledCancel: { requestedDate: iso(requested), effectiveDate: iso(effective) },
    endDate: iso(effective),
    dataDeletionDate: iso(addDays(effective, LIMITS.dataRetentionDays)),
    lastChangeDate: iso(requested),
  } satisfies Partial<SubscriptionRec>);
});

/**
 * NetFUNNEL is on Small (3 members with a role) since 60 days ago: Lee Jun, Park Sora and the pending invitation
 * fill it, so no one more can be given a NetFUNNEL role (MEMBER_LIMIT).
 */
const netfunnelMemberLimit = named('netfunnelMemberLimit', (world) => {
  const sub = nfSubscription(world);
  restart(world, sub, 'NF_SMALL', startOfUtcDay(addDays(world.clock.now(), -60)));
});

/** The provider deactivated the NetFUNNEL project: its usage call answers `PROJECT_INACTIVE` (the persistent notice). */
const netfunnelProjectInactive = named('netfunnelProjectInactive', (world) => {
  tenant(world, SEED.organizationId, 'netfunnel').projectInactive = true;
});

/** Every named scenario (the Storybook toolbar and `?scenario=` use these names). */
/** The organisation has no notifications at all (the notifications list's empty state). */
const noNotifications = named('noNotifications', (world) => {
  world.data.notifications = [];
});

/** The organisation has no payment cards (a paid plan asks to add one first; subscriptions lose their card). */
const noCards = named('noCards', (world) => {
  world.data.cards = [];
  for (const sub of world.data.subscriptions) sub.cardId = null;
});

/**
 * The organisation's name is longer than the console's 30 characters (set outside the console, e.g. by sales): the
 * forms that pre-fill it (extra information, account info) say the limit when it is saved unchanged.
 */
const longOrganizationName = named('longOrganizationName', (world) => {
  const org = world.data.organizations.find((o) => o.id === SEED.organizationId);
  if (!org) throw new Error('longOrganizationName: the seed organisation is missing');
  org.name = 'Acme Retail Korea Holdings Co., Ltd.';
});

export const scenarios = {
  ownerAllProductsRunning,
  newUserEmptyName,
  memberOperatorOnly,
  organizationDisabled,
  selectedOrganizationZero,
  noSubscriptions,
  freeTrialEndsTomorrow,
  paymentFailedInGrace,
  tenantConfiguring,
  tenantFailed,
  tenantDeleted,
  marketplacePlan,
  providerStaffProduction,
  fiveCards,
  twoFactorOn,
  passwordExpired,
  invitedExistingAccount,
  scheduledCancellation,
  plannedDowngrade,
  spotReserved,
  expiredSpot,
  freeTrialExpired,
  manyMembers,
  freeTrialOnly,
  noNotifications,
  noCards,
  netfunnelCancelScheduled,
  netfunnelMemberLimit,
  netfunnelProjectInactive,
  mbusterInMinimumPeriod,
  longOrganizationName,
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

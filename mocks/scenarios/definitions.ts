/**
 * The named scenarios. Each starts from the baseline seed (owner of "Acme Retail" with NetFUNNEL Medium,
 * Bot Manager Small and mBuster Small running) and changes only what its name says, so they compose.
 */
import { STAFF_EMAIL_DOMAIN } from '../world/catalogue';
import { addDays, addMonths, lastPaymentDate, MINUTE, startOfUtcDay } from '../world/clock';
import type { World } from '../world/db';
import { latestSubscription, setTenantStatus, tenant, userById } from '../world/access';
import { SEED } from '../world/seed';
import type { Scenario } from './registry';

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
  const now = world.clock.now();
  const start = new Date(now.getTime() - 13 * 24 * 60 * MINUTE);
  sub.planCode = 'NF_FREETRIAL';
  sub.state = 'FREE_TRIAL';
  sub.startDate = iso(start);
  sub.expirationDate = iso(addDays(start, 14));
  sub.lastPaymentDate = null;
  sub.cardId = null;
  sub.lastChangeDate = null;
  world.data.payments = world.data.payments.filter((p) => p.subscriptionId !== sub.id);
  for (const m of world.data.members) if (!m.isOwner) delete m.roles.netfunnel;
  tenant(world, SEED.organizationId, 'netfunnel').usage.rooms = 1;
});

const paymentFailedInGrace = named('paymentFailedInGrace', (world) => {
  const sub = nfSubscription(world);
  const now = world.clock.now();
  const due = lastPaymentDate(now);
  // Failed on the payment day when that is within the grace period, otherwise yesterday.
  const failed = now.getTime() - due.getTime() < 3 * 24 * 60 * MINUTE ? due : startOfUtcDay(addDays(now, -1));
  const paymentId = world.nextId('pay');
  world.data.payments.unshift({
    id: paymentId,
    organizationId: SEED.organizationId,
    subscriptionId: sub.id,
    productCode: sub.productCode,
    planName: 'Medium',
    paymentDate: iso(failed),
    usageStartDate: iso(new Date(Date.UTC(failed.getUTCFullYear(), failed.getUTCMonth() - 1, 1))),
    usageEndDate: iso(new Date(Date.UTC(failed.getUTCFullYear(), failed.getUTCMonth(), 0))),
    amountUsd: 1200,
    overageUsd: 0,
    status: 'Failed',
    cardId: sub.cardId,
    lastDigits: '1111',
  });
  sub.state = 'PAYMENT_FAILED';
  sub.lastPaymentDate = iso(failed);
  sub.paymentFailure = { paymentId, failedDate: iso(failed), graceEndDate: iso(addDays(failed, 3)), reason: 'Card declined' };
  world.data.notifications.unshift({
    id: world.nextId('ntf'),
    organizationId: SEED.organizationId,
    type: 'BILLING',
    productCode: 'netfunnel',
    title: 'Payment failed',
    body: 'Your payment failed. It will be retried for 3 days.',
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
  sub.state = 'CANCELLED';
  sub.endDate = iso(ended);
  sub.cancelledAt = iso(ended);
  sub.dataDeletionDate = iso(addDays(ended, 28));
  world.data.lastCancelAt[`${SEED.organizationId}:netfunnel`] = iso(ended);
  for (const m of world.data.members) if (!m.isOwner) delete m.roles.netfunnel;
  const t = tenant(world, SEED.organizationId, 'netfunnel');
  setTenantStatus(world, t, 'deleted');
  t.isMovable = false;
});

const marketplacePlan = named('marketplacePlan', (world) => {
  const sub = nfSubscription(world);
  sub.channel = 'AWS_MARKETPLACE';
  sub.cardId = null;
  sub.taxStatement = true;
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
const passwordExpired = named('passwordExpired', (world) => {
  owner(world).passwordExpiresAt = iso(addDays(world.clock.now(), -1));
});

/** Every named scenario (the Storybook toolbar and `?scenario=` use these names). */
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
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

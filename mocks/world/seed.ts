/**
 * The baseline seed: the "ownerAllProductsRunning" world. An owner of one organisation with the three
 * available products running on paid plans, a handful of members, two cards, a year of payments, contracts,
 * activity and notifications. Every date is relative to the clock's "now", so any `now` gives a coherent world.
 */
import { COUNTRIES, PLANS, PRODUCTS } from './catalogue';
import {
  addDays,
  addMonths,
  DAY,
  lastPaymentDate,
  MINUTE,
  paymentDayIn,
  startOfUtcDay,
} from './clock';
import type {
  ActivityCategory,
  ActivityRec,
  ActivityResult,
  MemberRec,
  NotificationRec,
  PaymentRec,
  ProductCode,
  SubscriptionRec,
  TenantRec,
  WorldData,
} from './types';

export const SEED = {
  ownerId: 'u-owner',
  ownerEmail: 'minji.kim@acme-retail.example',
  ownerPassword: 'Console!2468',
  previousPassword: 'Previous!1357',
  organizationId: 'org-1',
  organizationName: 'Acme Retail',
  clientIp: '203.0.113.10',
  cards: { corporate: 'card-1', backup: 'card-2' },
  subscriptions: { netfunnel: 'sub-nf', botmanager: 'sub-bm', mbuster: 'sub-mb' },
} as const;

const iso = (d: Date) => d.toISOString();

export function seedData(now: Date): WorldData {
  const today = startOfUtcDay(now);
  const orgId = SEED.organizationId;
  const t = (days: number, minutes = 0) => iso(new Date(today.getTime() + days * DAY + minutes * MINUTE));

  const members: MemberRec[] = [
    member('m-owner', SEED.ownerId, SEED.ownerEmail, 'Kim Minji', 'Active', true, t(-400), {
      netfunnel: { role: 'ADMINISTRATOR', domains: [] },
      botmanager: { role: 'ADMINISTRATOR', domains: [] },
      mbuster: { role: 'ADMINISTRATOR', domains: ['shop.acme-retail.example'] },
    }),
    member('m-lee', 'u-lee', 'jun.lee@acme-retail.example', 'Lee Jun', 'Active', false, t(-300), {
      netfunnel: { role: 'ADMINISTRATOR', domains: [] },
      mbuster: { role: 'ADMINISTRATOR', domains: ['shop.acme-retail.example'] },
    }),
    member('m-park', 'u-park', 'sora.park@acme-retail.example', 'Park Sora', 'Active', false, t(-200), {
      netfunnel: { role: 'OPERATOR', domains: [] },
    }),
    member('m-choi', 'u-choi', 'hana.choi@acme-retail.example', 'Choi Hana', 'Inactive', false, t(-150), {}),
    member('m-jung', 'u-jung', 'min.jung@acme-retail.example', 'Jung Min', 'Active', false, t(-90), {}),
    {
      ...member('m-pending', null, 'new.hire@acme-retail.example', '', 'Pending', false, t(-2), {}),
      invitedAt: t(-2),
      invitationToken: 'invite-pending',
      invitationExpiresAt: t(5),
    },
    {
      ...member('m-expired', null, 'late.reply@acme-retail.example', '', 'Expired', false, t(-30), {}),
      invitedAt: t(-30),
      invitationToken: 'invite-expired',
      invitationExpiresAt: t(-23),
    },
  ];

  const users = members
    .filter((m) => m.userId)
    .map((m) => ({
      id: m.userId as string,
      email: m.email,
      name: m.name,
      language: 'KOREAN' as const,
      selectedOrganizationId: orgId,
      accountType: 'ID_PASSWORD' as const,
      country: 'KR',
      phone: m.isOwner ? '+82 10-1234-5678' : '',
      createdAt: m.createdAt,
      updatedAt: t(-10),
      password: m.isOwner ? SEED.ownerPassword : 'Member!9753',
      passwordHistory: m.isOwner ? [SEED.previousPassword] : [],
      passwordChangedAt: t(-30),
      passwordExpiresAt: t(60),
      wrongPasswordCount: 0,
      resetRequired: false,
      twoFactorEnabled: false,
      autoLogout: true,
      ipWhitelist: { allowAll: true, ips: [] },
      terms: { service: true, privacy: true, cookie: true, thirdParty: false, agreedAt: m.createdAt },
      deleted: false,
    }));

  const tenants: TenantRec[] = PRODUCTS.map((p) => {
    const running = p.productCode !== 'wave';
    return {
      organizationId: orgId,
      productCode: p.productCode,
      tenantId: running ? `tenant-${p.productCode}` : null,
      tenantStatus: running ? 'running' : 'none',
      isMovable: running,
      subDomain: running ? `acme-retail.${p.productCode}.example` : '',
      clientId: `client-${p.productCode}`,
      statusSince: t(-100),
      usage: {
        concurrentUsers: p.productCode === 'netfunnel' ? 800 : 300,
        monitoredUsers: p.productCode === 'netfunnel' ? 15_000 : 9_000,
        rooms: p.productCode === 'netfunnel' ? 6 : 0,
        updatedAt: iso(new Date(now.getTime() - 20 * MINUTE)),
      },
    };
  });

  const lastPaid = lastPaymentDate(now);
  const sub = (
    id: string,
    productCode: ProductCode,
    planCode: SubscriptionRec['planCode'],
    startDaysAgo: number,
    cardId: string,
  ): SubscriptionRec => ({
    id,
    organizationId: orgId,
    productCode,
    planCode,
    originalPlanCode: null,
    state: 'ACTIVE',
    channel: 'CONSOLE',
    startDate: t(-startDaysAgo),
    endDate: null,
    expirationDate: null,
    cancelledAt: null,
    dataDeletionDate: null,
    lastPaymentDate: iso(lastPaid),
    cardId,
    taxStatement: false,
    plannedChange: null,
    scheduledCancel: null,
    lastChangeDate: t(-startDaysAgo),
    paymentFailure: null,
    spotTickets: 0,
    reservations: [],
    receiptEmail: SEED.ownerEmail,
  });

  const subscriptions: SubscriptionRec[] = [
    sub(SEED.subscriptions.netfunnel, 'netfunnel', 'NF_MEDIUM', 200, SEED.cards.corporate),
    sub(SEED.subscriptions.botmanager, 'botmanager', 'BM_SMALL', 120, SEED.cards.corporate),
    sub(SEED.subscriptions.mbuster, 'mbuster', 'MB_SMALL', 60, SEED.cards.backup),
  ];

  const payments: PaymentRec[] = [];
  let paymentSeq = 0;
  for (const s of subscriptions) {
    const plan = PLANS.find((p) => p.planCode === s.planCode);
    const start = new Date(s.startDate);
    for (let back = 0; back < 12; back++) {
      const payDay = paymentDayIn(lastPaid.getUTCFullYear(), lastPaid.getUTCMonth() - back);
      if (payDay.getTime() <= start.getTime()) break;
      const usageStart = new Date(Date.UTC(payDay.getUTCFullYear(), payDay.getUTCMonth() - 1, 1));
      const usageEnd = new Date(Date.UTC(payDay.getUTCFullYear(), payDay.getUTCMonth(), 0));
      paymentSeq += 1;
      payments.push({
        id: `pay-${paymentSeq}`,
        organizationId: orgId,
        subscriptionId: s.id,
        productCode: s.productCode,
        planName: plan?.name ?? '',
        paymentDate: iso(payDay),
        usageStartDate: iso(usageStart),
        usageEndDate: iso(usageEnd),
        amountUsd: plan?.monthlyPriceUsd ?? 0,
        overageUsd: back === 2 ? 42.5 : 0,
        status: 'Paid',
        cardId: s.cardId,
        lastDigits: s.cardId === SEED.cards.corporate ? '1111' : '4444',
      });
    }
  }

  const expiry = addMonths(now, 30);
  const expiry2 = addMonths(now, 20);

  const activity: ActivityRec[] = [];
  const kinds: [ActivityCategory, string, string, ActivityResult][] = [
    ['account', 'account.signin', 'Signed in', 'success'],
    ['member', 'member.invite', 'Invited new.hire@acme-retail.example', 'success'],
    ['subscribe', 'subscription.change', 'Changed the NetFUNNEL plan', 'success'],
    ['billing', 'billing.payment', 'Monthly payment', 'success'],
    ['security', 'security.ip', 'Updated the IP whitelist', 'notice'],
    ['account', 'account.signin', 'Sign-in failed (wrong password)', 'error'],
    ['product', 'product.room', 'Created a waiting room', 'success'],
  ];
  // 60 entries, one every ~7 days back to ~14 months ago (older than 1 year are never served).
  for (let i = 0; i < 60; i++) {
    const kind = kinds[i % kinds.length] as (typeof kinds)[number];
    activity.push({
      id: `act-${String(i + 1).padStart(3, '0')}`,
      organizationId: orgId,
      at: iso(new Date(now.getTime() - i * 7 * DAY - (i % 5) * 37 * MINUTE - HOUR_MS)),
      category: kind[0],
      action: kind[1],
      detail: kind[2],
      result: kind[3],
      actorEmail: i % 3 === 0 ? 'jun.lee@acme-retail.example' : SEED.ownerEmail,
      ip: SEED.clientIp,
    });
  }

  const notifications: NotificationRec[] = [
    { id: 'ntf-1', organizationId: orgId, type: 'BILLING', productCode: 'netfunnel', title: 'Payment completed', body: 'Your monthly payment for NetFUNNEL was completed.', createdAt: iso(lastPaid), read: false },
    { id: 'ntf-2', organizationId: orgId, type: 'NOTICE', productCode: null, title: 'Scheduled maintenance', body: 'The console will be under maintenance on Sunday 02:00-04:00 (UTC).', createdAt: t(-3), read: false },
    { id: 'ntf-3', organizationId: orgId, type: 'COMMON', productCode: null, title: 'New release', body: 'Console 2.0.0 is out.', createdAt: t(-8), read: true },
    { id: 'ntf-4', organizationId: orgId, type: 'PRD', productCode: 'botmanager', title: 'Bot Manager update', body: 'New detection rules are available.', createdAt: t(-12), read: true },
    { id: 'ntf-5', organizationId: orgId, type: 'PRJ', productCode: 'netfunnel', title: 'Project created', body: 'The project "Black Friday" was created.', createdAt: t(-20), read: true },
  ];

  return {
    environment: 'development',
    defaultUserId: SEED.ownerId,
    strictAuth: false,
    clientIp: SEED.clientIp,
    sequence: 1000,
    users,
    organizations: [
      {
        id: orgId,
        name: SEED.organizationName,
        region: 'ap-northeast-1',
        status: 'ENABLED',
        ownerUserId: SEED.ownerId,
        pendingOwnerEmail: null,
      },
    ],
    members,
    countries: COUNTRIES.map((c) => ({ ...c })),
    products: PRODUCTS.map((p) => ({ ...p, roles: [...p.roles] })),
    plans: PLANS.map((p) => ({ ...p, limits: { ...p.limits }, features: [...p.features] })),
    tenants,
    subscriptions,
    lastCancelAt: {},
    freeTrialsUsed: [`${orgId}:netfunnel`, `${orgId}:botmanager`, `${orgId}:mbuster`],
    payments,
    billingAddress: {
      [orgId]: { country: 'KR', address: '12 Teheran-ro', city: 'Seoul', state: 'Gangnam-gu', postalCode: '06234' },
    },
    cards: [
      {
        id: SEED.cards.corporate,
        organizationId: orgId,
        name: 'Corporate Visa',
        number: '4111111111111111',
        cvc: '123',
        expiryMonth: expiry.getUTCMonth() + 1,
        expiryYear: expiry.getUTCFullYear(),
        cardType: 'CORPORATE_DOMESTIC',
        brand: 'VISA',
        isDefault: true,
        createdAt: t(-200),
      },
      {
        id: SEED.cards.backup,
        organizationId: orgId,
        name: 'Backup Mastercard',
        number: '5555555555554444',
        cvc: '321',
        expiryMonth: expiry2.getUTCMonth() + 1,
        expiryYear: expiry2.getUTCFullYear(),
        cardType: 'PRIVATE_DOMESTIC',
        brand: 'MASTERCARD',
        isDefault: false,
        createdAt: t(-60),
      },
    ],
    contracts: subscriptions.flatMap((s, index) => {
      const plan = PLANS.find((p) => p.planCode === s.planCode);
      const product = PRODUCTS.find((p) => p.productCode === s.productCode);
      const start = new Date(s.startDate);
      return [
        {
          id: `ctr-${index + 1}`,
          organizationId: orgId,
          productCode: s.productCode,
          serviceName: product?.productName ?? s.productCode,
          planName: plan?.name ?? '',
          type: 'MONTHLY_RENEWAL' as const,
          usageYear: start.getUTCFullYear(),
          periodStart: s.startDate,
          periodEnd: null,
          spotCount: null,
          subscriptionStartDate: s.startDate,
          paymentDay: 5,
          amountUsd: plan?.monthlyPriceUsd ?? null,
          paymentMethod: 'CARD' as const,
          prepayment: false,
          paid: true,
        },
        {
          id: `ctr-${index + 1}-trial`,
          organizationId: orgId,
          productCode: s.productCode,
          serviceName: product?.productName ?? s.productCode,
          planName: 'Free Trial',
          type: 'FREE_TRIAL' as const,
          usageYear: addDays(start, -14).getUTCFullYear(),
          periodStart: iso(addDays(start, -14)),
          periodEnd: s.startDate,
          spotCount: null,
          subscriptionStartDate: iso(addDays(start, -14)),
          paymentDay: 5,
          amountUsd: 0,
          paymentMethod: 'CARD' as const,
          prepayment: false,
          paid: true,
        },
      ];
    }),
    activity,
    notifications,
    inquiries: [],
    salesRequests: [],
    sessions: [],
    challenges: [],
    tokens: [],
    signUps: [],
    outbox: [],
  };
}

const HOUR_MS = 60 * MINUTE;

function member(
  id: string,
  userId: string | null,
  email: string,
  name: string,
  status: MemberRec['status'],
  isOwner: boolean,
  createdAt: string,
  roles: MemberRec['roles'],
): MemberRec {
  return {
    id,
    organizationId: SEED.organizationId,
    userId,
    email,
    name,
    status,
    isOwner,
    accountType: 'ID_PASSWORD',
    createdAt,
    invitedAt: createdAt,
    invitationToken: null,
    invitationExpiresAt: null,
    roles,
  };
}

/**
 * The baseline seed: the "ownerAllProductsRunning" world. An owner of one organisation with the three
 * available products running on paid plans, a handful of members, two cards, three years of history (ended
 * subscriptions, spot weeks, sales contracts), activity and notifications. Every date is relative to the clock's
 * "now", so any `now` gives a coherent world.
 *
 * Past charges are not written here: the subscriptions carry their plan history and an unbilled cursor, and
 * `createWorld` runs the billing engine (`settle`) over the past, so the ledger is the engine's own.
 */
import { COUNTRIES, PLANS, PRODUCTS } from './catalogue';
import { addDays, addMonths, DAY, lastPaymentDate, MINUTE, startOfUtcDay } from './clock';
import type {
  ActivityCategory,
  ActivityEvent,
  ActivityRec,
  ActivityResult,
  ContractRec,
  MemberRec,
  NotificationRec,
  PaymentRec,
  PlanCode,
  ProductCode,
  SpotReservationRec,
  SubscriptionRec,
  SubscriptionState,
  TenantRec,
  WorldData,
} from './types';

export const SEED = {
  ownerId: 'u-owner',
  ownerEmail: 'minji.kim@acme-retail.example',
  ownerPassword: 'Console!2468',
  /** Tokens of mailed links present from the start: a reset link and a sign-up link, live and expired. */
  links: {
    resetPending: 'reset-pending',
    resetExpired: 'reset-expired',
    signUpPending: 'signup-pending',
    signUpExpired: 'signup-expired',
    invitationPending: 'invite-pending',
    invitationExpired: 'invite-expired',
  },
  /** A sign-up whose mail went out: the link opens the region step; the mail's temporary password. */
  pendingSignUp: { email: 'jisoo.han@bluewave.example', temporaryPassword: 'Temp!4826' },
  previousPassword: 'Previous!1357',
  organizationId: 'org-1',
  organizationName: 'Acme Retail',
  clientIp: '203.0.113.10',
  cards: { corporate: 'card-1', backup: 'card-2' },
  /** The bot-detection product's service domains (the permission dialog offers these). */
  mbusterDomains: ['shop.acme-retail.example', 'm.acme-retail.example', 'api.acme-retail.example'],
  subscriptions: { netfunnel: 'sub-nf', botmanager: 'sub-bm', mbuster: 'sub-mb', netfunnelFirst: 'sub-nf-first', mbusterTrial: 'sub-mb-trial' },
} as const;

const iso = (d: Date) => d.toISOString();

export function seedData(now: Date): WorldData {
  const today = startOfUtcDay(now);
  const orgId = SEED.organizationId;
  const t = (days: number, minutes = 0) => iso(new Date(today.getTime() + days * DAY + minutes * MINUTE));
  const inHours = (hours: number) => iso(new Date(now.getTime() + hours * HOUR_MS));

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
      // Granted on acceptance: a Pending invitee holds no permission yet.
      invitedRoles: { netfunnel: { role: 'OPERATOR', domains: [] } },
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
      usageHistory: {},
      domains: p.productCode === 'mbuster' ? [...SEED.mbusterDomains] : p.productCode === 'botmanager' ? ['www.acme-retail.example'] : [],
    };
  });

  const lastPaid = lastPaymentDate(now);
  const sub = (
    id: string,
    productCode: ProductCode,
    cardId: string | null,
    state: SubscriptionState,
    periods: Array<[PlanCode, string, string | null]>,
  ): SubscriptionRec => {
    const [first] = periods;
    const last = periods[periods.length - 1];
    if (!first || !last) throw new Error('A subscription needs a plan');
    const paid = periods.find(([code]) => !code.endsWith('_FREETRIAL'));
    const ended = last[2];
    const keep = 28;
    return {
      id,
      organizationId: orgId,
      productCode,
      planCode: last[0],
      originalPlanCode: periods.length > 1 ? (periods[periods.length - 2]?.[0] ?? null) : null,
      state,
      channel: 'CONSOLE',
      startDate: first[1],
      paidStartDate: paid ? paid[1] : null,
      planHistory: periods.map(([planCode, from, to]) => ({ planCode, from, to })),
      billedUntil: first[1],
      endDate: ended,
      expirationDate: state === 'EXPIRED' ? ended : null,
      cancelledAt: state === 'CANCELLED' ? ended : null,
      dataDeletionDate: ended ? iso(addDays(new Date(ended), keep)) : null,
      dataDeleted: false,
      cardId,
      taxStatement: false,
      plannedChange: null,
      scheduledCancel: null,
      lastChangeDate: periods.length > 1 ? last[1] : first[1],
      paymentFailure: null,
      spotTickets: 0,
      reservations: [],
      receiptEmail: SEED.ownerEmail,
    };
  };
  const spot = (id: string, start: string): SpotReservationRec => ({
    id,
    startDate: start,
    endDate: iso(addDays(new Date(start), 7)),
    cancelled: false,
    contractId: `ctr-${id}`,
    startedAt: start,
    endedAt: iso(addDays(new Date(start), 7)),
  });

  const expiredAt = (end: string): Pick<SubscriptionRec, 'state' | 'endDate' | 'expirationDate' | 'dataDeletionDate'> => ({
    state: 'EXPIRED',
    endDate: end,
    expirationDate: end,
    dataDeletionDate: iso(addDays(new Date(end), 28)),
  });

  const subscriptions: SubscriptionRec[] = [
    // NetFUNNEL: Small from 200 days ago, upgraded to Medium 80 days ago (its free trial was used three years ago).
    sub(SEED.subscriptions.netfunnel, 'netfunnel', SEED.cards.corporate, 'ACTIVE', [
      ['NF_SMALL', t(-200), t(-80, 120)],
      ['NF_MEDIUM', t(-80, 120), null],
    ]),
    // Bot Manager: a 14-day free trial, then Small.
    sub(SEED.subscriptions.botmanager, 'botmanager', SEED.cards.backup, 'ACTIVE', [
      ['BM_FREETRIAL', t(-134), t(-120)],
      ['BM_SMALL', t(-120), null],
    ]),
    sub(SEED.subscriptions.mbuster, 'mbuster', SEED.cards.backup, 'ACTIVE', [['MB_SMALL', t(-60), null]]),
    // The first NetFUNNEL subscription, three and a half years ago: trial, Small, Medium, cancelled; two spot weeks
    // after it.
    {
      ...sub(SEED.subscriptions.netfunnelFirst, 'netfunnel', SEED.cards.corporate, 'CANCELLED', [
        ['NF_FREETRIAL', t(-1290), t(-1276)],
        ['NF_SMALL', t(-1276), t(-1170, 60)],
        ['NF_MEDIUM', t(-1170, 60), t(-981)],
      ]),
      reservations: [spot('spot-1', t(-950)), spot('spot-2', t(-600))],
      // The last week's end left the spot plan expired, as the clock does (rules/spot.ts); its data is long gone.
      ...expiredAt(iso(addDays(new Date(t(-600)), 7))),
      dataDeleted: true,
    },
    // mBuster's free trial, not continued on the console (a term contract through sales followed).
    { ...sub(SEED.subscriptions.mbusterTrial, 'mbuster', null, 'EXPIRED', [['MB_FREETRIAL', t(-990), t(-976)]]), dataDeleted: true },
  ];
  for (const s of subscriptions) if (s.paidStartDate === null && s.state !== 'EXPIRED') s.paidStartDate = s.startDate;

  // Spot tickets of the first NetFUNNEL subscription: bought (a quarter of Medium each) the day before each week.
  const payments: PaymentRec[] = [t(-951), t(-601)].map((at, i) => ({
    id: `pay-spot-${i + 1}`,
    organizationId: orgId,
    subscriptionId: SEED.subscriptions.netfunnelFirst,
    productCode: 'netfunnel',
    item: { kind: 'spotTickets', quantity: 1 },
    kind: 'SPOT',
    paymentDate: at,
    dueDate: at,
    usageStartDate: at,
    usageEndDate: at,
    amountUsd: 300,
    overageUsd: 0,
    status: 'Paid',
    method: 'CARD',
    cardId: SEED.cards.corporate,
    lastDigits: '1111',
    lines: [],
    attempts: 1,
    autoRetries: 0,
    failedAt: null,
    settleDate: null,
  }));
  const earliest = new Date(t(-1290));
  const beforeEarliest = new Date(Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth() - 1, 1));
  const monthKey = (d: Date) => d.toISOString().slice(0, 7);

  // Month-end usage of every past month (the engine records the months it closes itself). Two months ago
  // NetFUNNEL peaked at 5,170 concurrent users, 170 over Medium: an overage of $42.50 on that month's charge.
  for (let m = new Date(beforeEarliest); m.getTime() < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1); m = addMonths(m, 1)) {
    const back = (now.getUTCFullYear() - m.getUTCFullYear()) * 12 + now.getUTCMonth() - m.getUTCMonth();
    for (const tn of tenants) {
      const base = tn.usage;
      const wobble = ((back * 37) % 11) - 5; // -5..5 %, deterministic
      tn.usageHistory[monthKey(m)] = {
        concurrentUsers: tn.productCode === 'netfunnel' && back === 2 ? 5_170 : Math.round(base.concurrentUsers * (1 + wobble / 100)),
        monitoredUsers: Math.round(base.monitoredUsers * (1 + wobble / 100)),
        rooms: base.rooms,
      };
    }
  }

  let contractSeq = 0;
  const contractOf = (s: SubscriptionRec, planCode: PlanCode, from: string, to: string | null): ContractRec => {
    const plan = PLANS.find((p) => p.planCode === planCode);
    const trial = plan?.tier === 'FREETRIAL';
    contractSeq += 1;
    return {
      id: `ctr-${contractSeq}`,
      organizationId: orgId,
      subscriptionId: s.id,
      productCode: s.productCode,
      serviceName: PRODUCTS.find((p) => p.productCode === s.productCode)?.productName ?? s.productCode,
      planCode,
      type: trial ? 'FREE_TRIAL' : 'MONTHLY_RENEWAL',
      usageYear: new Date(from).getUTCFullYear(),
      periodStart: from,
      periodEnd: to,
      spotCount: null,
      subscriptionStartDate: s.startDate,
      paymentDay: 5,
      amountUsd: trial ? 0 : (plan?.monthlyPriceUsd ?? null),
      paymentMethod: 'CARD',
      prepayment: false,
      paid: false,
    };
  };
  const salesContract = (id: string, productCode: ProductCode, planCode: PlanCode, type: 'TERM' | 'MONTHLY_RENEWAL_TERM', from: string, months: number, amountUsd: number, paymentMethod: 'CARD' | 'INVOICE'): ContractRec => ({
    id,
    organizationId: orgId,
    subscriptionId: null,
    productCode,
    serviceName: PRODUCTS.find((p) => p.productCode === productCode)?.productName ?? productCode,
    planCode,
    type,
    usageYear: new Date(from).getUTCFullYear(),
    periodStart: from,
    periodEnd: iso(addMonths(new Date(from), months)),
    spotCount: null,
    subscriptionStartDate: from,
    paymentDay: type === 'TERM' ? new Date(from).getUTCDate() : 5,
    amountUsd,
    paymentMethod,
    prepayment: type === 'TERM',
    paid: true,
  });
  const contracts: ContractRec[] = [
    ...subscriptions.flatMap((s) => s.planHistory.map((p) => contractOf(s, p.planCode, p.from, p.to))),
    ...subscriptions.flatMap((s) =>
      s.reservations.map((r) => ({
        ...contractOf(s, 'NF_MEDIUM', r.startDate, r.endDate),
        id: r.contractId ?? `ctr-${r.id}`,
        type: 'SPOT' as const,
        spotCount: 1,
        paymentDay: new Date(r.startDate).getUTCDate(),
        amountUsd: 300,
        prepayment: true,
      })),
    ),
    // Through sales: a year of Bot Manager Medium prepaid by invoice, a year of mBuster Small on a monthly term.
    salesContract('ctr-sales-1', 'botmanager', 'BM_MEDIUM', 'TERM', t(-1356), 12, 9_720, 'INVOICE'),
    salesContract('ctr-sales-2', 'mbuster', 'MB_SMALL', 'MONTHLY_RENEWAL_TERM', t(-975), 12, 180, 'CARD'),
  ];

  const expiry = addMonths(now, 30);
  const expiry2 = addMonths(now, 20);

  const activity: ActivityRec[] = [];
  const kinds: [ActivityCategory, ActivityEvent, ActivityResult][] = [
    ['account', { action: 'account.signin', facts: {} }, 'success'],
    ['member', { action: 'member.invite', facts: { emails: ['new.hire@acme-retail.example'] } }, 'success'],
    ['subscribe', { action: 'subscription.change', facts: { productCode: 'netfunnel' } }, 'success'],
    ['billing', { action: 'billing.payment', facts: { productCode: 'netfunnel' } }, 'success'],
    ['security', { action: 'security.ip', facts: {} }, 'notice'],
    ['account', { action: 'account.signinFailed', facts: {} }, 'error'],
    ['product', { action: 'product.room', facts: { productCode: 'netfunnel' } }, 'success'],
  ];
  // 60 entries, one every ~7 days back to ~14 months ago (older than 1 year are never served).
  for (let i = 0; i < 60; i++) {
    const [category, event, result] = kinds[i % kinds.length] as (typeof kinds)[number];
    activity.push({
      id: `act-${String(i + 1).padStart(3, '0')}`,
      organizationId: orgId,
      at: iso(new Date(now.getTime() - i * 7 * DAY - (i % 5) * 37 * MINUTE - HOUR_MS)),
      category,
      ...event,
      result,
      actorEmail: i % 3 === 0 ? 'jun.lee@acme-retail.example' : SEED.ownerEmail,
      ip: SEED.clientIp,
    });
  }

  // Facts, not text: the notifications handler words them in the reader's language (mocks/texts/notifications.ts).
  const notifications: NotificationRec[] = [
    { id: 'ntf-1', organizationId: orgId, type: 'BILLING', productCode: 'netfunnel', kind: 'paymentCompleted', facts: { productCode: 'netfunnel' }, createdAt: iso(lastPaid), read: false },
    { id: 'ntf-2', organizationId: orgId, type: 'NOTICE', productCode: null, kind: 'maintenance', facts: { weekday: 0, fromUtc: '02:00', toUtc: '04:00' }, createdAt: t(-3), read: false },
    { id: 'ntf-3', organizationId: orgId, type: 'COMMON', productCode: null, kind: 'release', facts: { version: '2.0.0' }, createdAt: t(-8), read: true },
    { id: 'ntf-4', organizationId: orgId, type: 'PRD', productCode: 'botmanager', kind: 'detectionRulesUpdate', facts: { productCode: 'botmanager' }, createdAt: t(-12), read: true },
    { id: 'ntf-5', organizationId: orgId, type: 'PRJ', productCode: 'netfunnel', kind: 'projectCreated', facts: { productCode: 'netfunnel', project: 'Black Friday' }, createdAt: t(-20), read: true },
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
        ownerTransfer: null,
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
    // The engine has run nothing yet: createWorld settles from before the first subscription up to now.
    billingRunAt: iso(new Date(Date.UTC(beforeEarliest.getUTCFullYear(), beforeEarliest.getUTCMonth(), 5))),
    usageClosedMonth: monthKey(beforeEarliest),
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
    contracts,
    activity,
    notifications,
    inquiries: [],
    salesRequests: [],
    sessions: [],
    challenges: [],
    // Mailed links a reviewer can open without sending a mail first (README, mock world).
    tokens: [
      { token: SEED.links.resetPending, userId: SEED.ownerId, kind: 'RESET_PASSWORD', expiresAt: inHours(1), used: false },
      { token: SEED.links.resetExpired, userId: SEED.ownerId, kind: 'RESET_PASSWORD', expiresAt: inHours(-1), used: false },
    ],
    signUps: [
      { ...SEED.pendingSignUp, id: SEED.links.signUpPending, language: 'ko', regionCode: null, expiresAt: inHours(1), completed: false },
      { ...SEED.pendingSignUp, id: SEED.links.signUpExpired, language: 'ko', regionCode: null, expiresAt: inHours(-1), completed: false },
    ],
    // The mails behind the links above, so the outbox (the mock API's /__mock/outbox) lists them from the start.
    outbox: [
      { to: 'new.hire@acme-retail.example', subject: 'Invitation', body: `/signup/invitation?token=${SEED.links.invitationPending}`, at: t(-2), link: `/signup/invitation?token=${SEED.links.invitationPending}` },
      { to: SEED.ownerEmail, subject: 'Reset your password', body: `/signin/reset-pw?token=${SEED.links.resetPending}`, at: iso(now), link: `/signin/reset-pw?token=${SEED.links.resetPending}`, locale: 'ko' },
      {
        to: SEED.pendingSignUp.email,
        subject: 'Welcome',
        body: `/signup/setting-region?id=${SEED.links.signUpPending} temporary password: ${SEED.pendingSignUp.temporaryPassword}`,
        at: iso(now),
        link: `/signup/setting-region?id=${SEED.links.signUpPending}`,
        code: SEED.pendingSignUp.temporaryPassword,
        locale: 'ko',
      },
    ],
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
    invitedRoles: {},
  };
}

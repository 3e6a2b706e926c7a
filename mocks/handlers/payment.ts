/** Payment cards, billing address, contracts. */
import * as s from '@contract/schemas';
import type { World } from '../world/db';
import { cardsOf } from '../world/access';
import { addCard, deleteCard, formatExpiry, modifyCard } from '../world/rules/cards';
import { contractPaid, contractYears } from '../world/rules/contracts';
import { E, err, MESSAGES, RuleError } from '../world/rules/errors';
import type { BillingAddressRec, CardRec, CardType, ContractRec } from '../world/types';
import { requestLanguage, type TextLanguage } from '../texts/language';
import { intParam, operation, orgCaller, ownerCaller, page, parseWith, planName, readJson, str, usd, type GetWorld, type OperationHandler } from './kit';

export function cardPayload(card: CardRec): s.Card {
  return {
    cardId: card.id,
    name: card.name,
    brand: card.brand,
    lastDigits: card.number.slice(-4),
    expiry: formatExpiry(card),
    cardType: card.cardType,
    isDefault: card.isDefault,
    createdDate: card.createdAt,
  };
}

function contractSummary(world: World, c: ContractRec, language: TextLanguage): s.ContractSummary {
  return {
    contractId: c.id,
    serviceName: c.serviceName,
    productCode: c.productCode,
    plan: planName(world, c.planCode, language),
    type: c.type,
    usageYear: c.usageYear,
    startDate: c.periodStart,
    endDate: c.periodEnd,
    amount: c.amountUsd === null ? null : usd(c.amountUsd),
    paid: contractPaid(world, c),
    paymentMethod: c.paymentMethod,
    prepayment: c.prepayment,
  };
}

const CARD_TYPES: CardType[] = ['PRIVATE_DOMESTIC', 'CORPORATE_DOMESTIC', 'OVERSEAS'];

function billingAddressOf(raw: unknown): BillingAddressRec | undefined {
  const parsed = s.billingAddressSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

type Areas = 'cards' | 'contracts';

export function createPaymentHandlers(getWorld?: GetWorld): Record<Areas, OperationHandler[]> {
  const cards = [
    operation('cards.list', ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      return cardsOf(world, c.organization.id).map(cardPayload);
    }, getWorld),
    operation('cards.add', async ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const name = str(raw, 'name');
      if (!name.trim()) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'name' });
      const cardType = CARD_TYPES.find((t) => t === raw.cardType) ?? 'PRIVATE_DOMESTIC';
      const card = addCard(world, c.organization.id, {
        name,
        number: str(raw, 'number'),
        expiry: str(raw, 'expiry'),
        cvc: str(raw, 'cvc'),
        cardType,
        passwordFirstTwo: typeof raw.passwordFirstTwo === 'string' ? raw.passwordFirstTwo : undefined,
        birthDate: typeof raw.birthDate === 'string' ? raw.birthDate : undefined,
        businessNumber: typeof raw.businessNumber === 'string' ? raw.businessNumber : undefined,
        billingAddress: raw.billingAddress === undefined ? undefined : billingAddressOf(raw.billingAddress),
        isDefault: raw.isDefault === true,
      });
      return card instanceof RuleError ? card : cardPayload(card);
    }, getWorld),
    operation('cards.modify', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const raw = await readJson(request);
      const card = modifyCard(world, c.organization.id, params.cardId ?? '', {
        name: typeof raw.name === 'string' ? raw.name : undefined,
        isDefault: typeof raw.isDefault === 'boolean' ? raw.isDefault : undefined,
        expiry: typeof raw.expiry === 'string' ? raw.expiry : undefined,
        cvc: typeof raw.cvc === 'string' ? raw.cvc : undefined,
      });
      return card instanceof RuleError ? card : cardPayload(card);
    }, getWorld),
    operation('cards.remove', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const r = deleteCard(world, c.organization.id, params.cardId ?? '');
      return r instanceof RuleError ? r : null;
    }, getWorld),
    operation('cards.billingAddress', ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      return world.data.billingAddress[c.organization.id] ?? null;
    }, getWorld),
    operation('cards.updateBillingAddress', async ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.billingAddressRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      if (!world.data.countries.some((x) => x.code === body.country)) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'country' });
      world.data.billingAddress[c.organization.id] = { ...body };
      return body;
    }, getWorld),
  ];

  const contractsOf = (world: World, orgId: string) => world.data.contracts.filter((x) => x.organizationId === orgId);

  const contracts = [
    operation('contracts.list', ({ request, url, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const year = url.searchParams.has('year') ? Number(url.searchParams.get('year')) : undefined;
      const productCode = url.searchParams.get('productCode');
      const now = world.clock.now();
      const items = contractsOf(world, c.organization.id)
        .filter((x) => year === undefined || contractYears(x, now).includes(year))
        .filter((x) => !productCode || x.productCode === productCode)
        .sort((a, b) => b.periodStart.localeCompare(a.periodStart))
        .map((x) => contractSummary(world, x, requestLanguage(request)));
      return page(items, intParam(url, 'pageNum', 0), intParam(url, 'pageSize', 10));
    }, getWorld),
    // Before the detail: `/v2/contracts/:contractId` would match it too.
    operation('contracts.years', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const now = world.clock.now();
      const years = new Set(contractsOf(world, c.organization.id).flatMap((x) => contractYears(x, now)));
      return [...years].sort((a, b) => b - a);
    }, getWorld),
    operation('contracts.detail', ({ request, params, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const rec = contractsOf(world, c.organization.id).find((x) => x.id === params.contractId);
      if (!rec) return err(404, E.NOT_FOUND, MESSAGES.notFound);
      const renewal = rec.type === 'MONTHLY_RENEWAL' || rec.type === 'MONTHLY_RENEWAL_TERM';
      return {
        ...contractSummary(world, rec, requestLanguage(request)),
        spotCount: rec.spotCount,
        subscriptionStartDate: rec.subscriptionStartDate,
        paymentDay: rec.paymentDay,
        monthlyAmount: renewal && rec.amountUsd !== null ? usd(rec.amountUsd) : null,
        contractAmount: !renewal && rec.amountUsd !== null ? usd(rec.amountUsd) : null,
        validFrom: rec.periodStart,
        validTo: rec.periodEnd,
      };
    }, getWorld),
  ];

  return { cards, contracts };
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessages } from '@console/api/errorMessages';
import type { ErrorCode } from '@contract/errorCodes';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { fieldError, input, location, LocationProbe, submit, toast, toastGone, typeInto, wait } from '@console/billing/PaymentMethods/storyKit';
import { turnedAwayToDashboard } from '@console/app/stories/ownerOnly';

/**
 * Adding a card through the real router and shell, on the mock world (its issuer: debit BIN 400005,
 * 4000000000000002 unavailable; the clock at 16 Nov 2026): every format check before sending, every refusal
 * of the server in the spec's words under its field, and a failed save that keeps all but the card secrets.
 */
const meta = {
  title: 'Pages/AddPaymentMethod',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/setting/payment-method', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = (code: ErrorCode) => i18n._(errorMessages[code]);

interface CardEntry {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  password: string;
  birthDate?: string;
  businessNumber?: string;
}

const goodCard: CardEntry = {
  name: 'Travel Visa',
  number: '4242424242424242',
  expiry: '12/29',
  cvc: '123',
  password: '12',
  birthDate: '900101',
};

async function fill(canvasElement: HTMLElement, entry: CardEntry): Promise<void> {
  await typeInto(canvasElement, 'name', entry.name);
  await typeInto(canvasElement, 'number', entry.number);
  await typeInto(canvasElement, 'expiry', entry.expiry);
  await typeInto(canvasElement, 'cvc', entry.cvc);
  await typeInto(canvasElement, 'passwordFirstTwo', entry.password);
  if (entry.businessNumber !== undefined) {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await typeInto(canvasElement, 'businessNumber', entry.businessNumber);
  } else {
    await typeInto(canvasElement, 'birthDate', entry.birthDate ?? '');
  }
}

/** A refusal of the server: its message under `field`, a failure toast, the secrets emptied, the rest kept. */
async function refused(canvasElement: HTMLElement, entry: CardEntry, field: string, code: ErrorCode): Promise<void> {
  await fill(canvasElement, entry);
  await submit(canvasElement);
  await expect(await fieldError(canvasElement, field)).toContain(message(code));
  await expect(await input(canvasElement, 'name')).toHaveValue(entry.name);
  await expect(await input(canvasElement, 'expiry')).toHaveValue(entry.expiry);
  await expect(await input(canvasElement, 'number')).toHaveValue('');
  await expect(await input(canvasElement, 'cvc')).toHaveValue('');
  await expect(await input(canvasElement, 'passwordFirstTwo')).toHaveValue('');
  await toastGone(await toast('error'));
}

/** The empty form: personal card by default, the birth date asked for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The first story of the file may wait for a cold cache.
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 40000 })).toBeVisible();
    await input(canvasElement, 'name');
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await expect(canvasElement.querySelector('input[name="birthDate"]')).not.toBeNull();
    await expect(canvasElement.querySelector('input[name="businessNumber"]')).toBeNull();
  },
};

/** A good card: registered, the toast, back on the card list with it. */
export const Added: Story = {
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, goodCard);
    await expect(await input(canvasElement, 'number')).toHaveValue('4242 4242 4242 4242');
    await submit(canvasElement);
    const done = await toast('success');
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/\/console\/payment\/method$/), wait);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-card]')).toHaveLength(3), wait);
    await expect(canvasElement.textContent).toContain('•••• 4242');
    const world = loaded.world as World;
    await expect(world.data.cards.some((card) => card.organizationId === SEED.organizationId && card.name === 'Travel Visa')).toBe(true);
    await toastGone(done);
  },
};

/** Nothing typed: every required field says so, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, loaded }) => {
    await input(canvasElement, 'name');
    await submit(canvasElement);
    for (const field of ['name', 'number', 'expiry', 'cvc', 'passwordFirstTwo', 'birthDate']) {
      await expect(await fieldError(canvasElement, field)).toContain(message('FIELD_REQUIRED'));
    }
    await expect((loaded.world as World).data.cards.filter((card) => card.organizationId === SEED.organizationId)).toHaveLength(2);
  },
};

/** A number that is no card number (checksum): 'invalid card information' before sending. */
export const InvalidCardInfo: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...goodCard, number: '4242424242424241' });
    await submit(canvasElement);
    await expect(await fieldError(canvasElement, 'number')).toContain(message('CARD_INFO_INVALID'));
    await expect(await input(canvasElement, 'name')).toHaveValue(goodCard.name);
  },
};

/** Expiring within 6 months of the clock (16 Nov 2026): refused. */
export const ValidityUnderSixMonths: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, expiry: '02/27' }, 'expiry', 'CARD_VALIDITY'),
};

/** An expiry date in the past: the invalid-date message. */
export const InvalidDate: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, expiry: '01/20' }, 'expiry', 'CARD_DATE_INVALID'),
};

/** A debit card (BIN 400005): refused. */
export const DebitCard: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, number: '4000056655665556' }, 'number', 'CARD_DEBIT'),
};

/** The corporate Visa's number again: a duplicate card. */
export const DuplicateCard: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, number: '4111111111111111' }, 'number', 'CARD_DUPLICATE'),
};

/** A name another card has: a duplicate card name. */
export const DuplicateName: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, name: 'Backup Mastercard' }, 'name', 'CARD_NAME_DUPLICATE'),
};

/** Four digits on a Visa: the invalid CVC message. */
export const InvalidCvc: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, cvc: '1234' }, 'cvc', 'CARD_CVC_INVALID'),
};

/** The issuer's unavailable card: 'The card is unavailable.' */
export const UnavailableCard: Story = {
  play: async ({ canvasElement }) => refused(canvasElement, { ...goodCard, number: '4000000000000002' }, 'number', 'CARD_UNAVAILABLE'),
};

/** A corporate card asks for the business registration number; a wrong one is refused by its checksum. */
export const InvalidBusinessNumber: Story = {
  play: async ({ canvasElement }) =>
    refused(canvasElement, { ...goodCard, birthDate: undefined, businessNumber: '1234567890' }, 'businessNumber', 'CARD_BUSINESS_NUMBER_INVALID'),
};

/** Five cards already (a direct visit): the server's limit, above the buttons. */
export const LimitReached: Story = {
  parameters: { world: { scenario: 'fiveCards' } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, goodCard);
    await submit(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(message('CARD_LIMIT'));
    await toastGone(await toast('error'));
  },
};

/** The save fails (500): the failure toast, the generic error, everything kept but the secrets. */
export const SaveFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.add'])] } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, goodCard);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, wait)).toBeVisible();
    await expect(await input(canvasElement, 'name')).toHaveValue(goodCard.name);
    await expect(await input(canvasElement, 'birthDate')).toHaveValue(goodCard.birthDate);
    await expect(await input(canvasElement, 'number')).toHaveValue('');
    await expect(await input(canvasElement, 'cvc')).toHaveValue('');
    await toastGone(await toast('error'));
  },
};

/** A member is turned away by the shell with the no-permission dialog. */
export const Member: Story = {
  // The picture would be the dashboard under the dialog, which Pages/Shell MemberOpensOwnerOnlyArea already
  // keeps; here the play function proves this page turns members away.
  parameters: { world: { scenario: 'memberOperatorOnly' }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await turnedAwayToDashboard(canvasElement);
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/\/console\/dashboard$/), wait);
  },
};

/** Mobile (mobile_sm): the fields stacked; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await input(canvasElement, 'name');
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await input(canvasElement, 'name');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

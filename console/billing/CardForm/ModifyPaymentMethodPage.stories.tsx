import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessages } from '@console/api/errorMessages';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { SEED } from '@mocks/world/seed';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { fieldError, input, location, LocationProbe, retryName, submit, toast, toastGone, typeInto, wait } from '@console/billing/PaymentMethods/storyKit';
import { turnedAwayToDashboard } from '@console/app/stories/ownerOnly';

/**
 * Changing a card (the route's `paymentId` is the card's id) through the real router and shell, on the mock
 * world: the same card form, with the name, a renewed expiry date and CVC, and the default choice; the
 * number and type are shown, not changed.
 */
const meta = {
  title: 'Pages/ModifyPaymentMethod',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: `/console/modify/payment-method/${SEED.cards.backup}`, innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const backup = (loaded: Record<string, unknown>) => (loaded.world as World).data.cards.find((card) => card.id === SEED.cards.backup);

/** The backup Mastercard's form: its name and expiry filled in, its number shown, no number field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The first story of the file may wait for a cold cache.
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 40000 })).toBeVisible();
    await expect(await input(canvasElement, 'name')).toHaveValue('Backup Mastercard');
    await expect((await input(canvasElement, 'expiry')).value).toMatch(/^\d{2}\/\d{2}$/);
    await expect(canvasElement.querySelector('input[name="number"]')).toBeNull();
    await expect(canvasElement.textContent).toContain('•••• 4444');
  },
};

/** Renamed and made the default: saved, the toast, back on the list with the new name. */
export const Changed: Story = {
  play: async ({ canvasElement, loaded }) => {
    await typeInto(canvasElement, 'name', 'Finance Mastercard');
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await submit(canvasElement);
    const done = await toast('success');
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/\/console\/payment\/method$/), wait);
    await waitFor(() => expect(canvasElement.querySelector(`[data-card="${SEED.cards.backup}"]`)).toHaveTextContent('Finance Mastercard'), wait);
    await expect(backup(loaded)?.isDefault).toBe(true);
    await toastGone(done);
  },
};

/** The other card's name: refused under the name, the failure toast, the typing kept. */
export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'name', 'Corporate Visa');
    await typeInto(canvasElement, 'cvc', '321');
    await submit(canvasElement);
    await expect(await fieldError(canvasElement, 'name')).toContain(i18n._(errorMessages.CARD_NAME_DUPLICATE));
    await expect(await input(canvasElement, 'name')).toHaveValue('Corporate Visa');
    await expect(await input(canvasElement, 'cvc')).toHaveValue('');
    await toastGone(await toast('error'));
  },
};

/** A renewed expiry within 6 months: refused under the expiry. */
export const ValidityUnderSixMonths: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'expiry', '02/27');
    await submit(canvasElement);
    await expect(await fieldError(canvasElement, 'expiry')).toContain(i18n._(errorMessages.CARD_VALIDITY));
    await toastGone(await toast('error'));
  },
};

/** A name left empty: the required message before sending. */
export const RequiredName: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'name', '');
    await submit(canvasElement);
    await expect(await fieldError(canvasElement, 'name')).toContain(i18n._(errorMessages.FIELD_REQUIRED));
  },
};

/** The save fails (500): the failure toast and the generic error; the name kept. */
export const SaveFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.modify'])] } },
  play: async ({ canvasElement, loaded }) => {
    await typeInto(canvasElement, 'name', 'Finance Mastercard');
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, wait)).toBeVisible();
    await expect(await input(canvasElement, 'name')).toHaveValue('Finance Mastercard');
    await expect(backup(loaded)?.name).toBe('Backup Mastercard');
    await toastGone(await toast('error'));
  },
};

/** A card that is not registered (deleted meanwhile): said so, with the way back. */
export const NotFound: Story = {
  args: { path: '/console/modify/payment-method/card-404' },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, wait);
    await expect(within(note).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/console\/payment\/method$/));
  },
};

/** The card is on its way: a busy skeleton, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** The cards' call failed: the error with its retry, no form. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['cards.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['cards.list'],
      recovered: async () => expect(await input(canvasElement, 'name')).toHaveValue('Backup Mastercard'),
    }),
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

/** Mobile (mobile_sm). */
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

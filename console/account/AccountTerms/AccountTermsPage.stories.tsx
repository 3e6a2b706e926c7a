import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdToastSaying } from '@console/testing/toastSteps';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { termsFailedToast, thirdPartyOffToast, thirdPartyOnToast } from './AccountTermsPage';
import { accountDeletedToast } from './DeleteAccount';

/**
 * Terms agreement (`/{locale}/console/account/terms`) through the real router and shell, against the mock
 * world: the agreements of Kim Minji (owner of "Acme Retail", three live subscriptions), the optional
 * third-party consent, and account deletion (blocked by the live subscriptions; allowed with `noSubscriptions`).
 */
const meta = {
  title: 'Pages/AccountTerms',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account/terms' },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const OWNER = 'minji.kim@acme-retail.example';
const OWNER_PASSWORD = 'Console!2468';
const MEMBER = 'sora.park@acme-retail.example';

function worldOf(loaded: Record<string, unknown>): World {
  return loaded.world as World;
}

function userIn(world: World, email: string) {
  const user = world.data.users.find((entry) => entry.email === email);
  if (!user) throw new Error(`no user ${email} in the world`);
  return user;
}

/** The agreements have loaded (generous ceiling: the shell loads first). */
async function agreementsLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-consent="thirdParty"]')).not.toBeNull(), { timeout: 30000 });
  return within(canvasElement);
}

function deleteSection(canvasElement: HTMLElement, state: 'blocked' | 'allowed'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const section = canvasElement.querySelector<HTMLElement>(`[data-delete="${state}"]`);
      if (!section?.querySelector(state === 'blocked' ? 'a' : 'button')) throw new Error(`delete not ${state} yet`);
      return section;
    },
    { timeout: 15000 },
  );
}

function thirdPartySwitch(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-consent="thirdParty"] input[role="switch"], [data-consent="thirdParty"] input');
  if (!input) throw new Error('no third-party switch');
  return input;
}

async function toastSays(text: string) {
  await waitFor(() => expect(document.body).toHaveTextContent(text), { timeout: 15000 });
}

/** Keeps the toast saying `text` on screen for the picture: hovering the toast region pauses its auto-hide. */
/** Closes the toasts (they would auto-hide at a random point of the screenshot otherwise). */
async function closeToasts() {
  const closers = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="region"] [role="alertdialog"] button[slot="close"]'));
  for (const button of closers()) await userEvent.click(button);
  await waitFor(() => expect(closers()).toHaveLength(0));
}

/** Opens the deletion dialog; returns it with its two fields (typed confirmation, password). */
async function openDeleteDialog(canvasElement: HTMLElement) {
  const section = await deleteSection(canvasElement, 'allowed');
  const trigger = section.querySelector<HTMLButtonElement>('button');
  if (!trigger) throw new Error('no delete button');
  await userEvent.click(trigger);
  const dialog = await body.findByRole('alertdialog', {}, { timeout: 15000 });
  const password = dialog.querySelector<HTMLInputElement>('input[name="password"]');
  const phrase = Array.from(dialog.querySelectorAll<HTMLInputElement>('input')).find((input) => input !== password && input.type !== 'checkbox');
  if (!password || !phrase) throw new Error('the dialog lacks its fields');
  const confirm = within(dialog).getAllByRole('button').at(-1);
  if (!confirm) throw new Error('no confirm button');
  return { dialog, phrase, password, confirm, trigger };
}

/** The owner's agreements: the three required ones agreed, third-party sharing off, the date agreed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await agreementsLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const consent of ['service', 'privacy', 'cookie']) {
      const item = canvasElement.querySelector(`[data-consent="${consent}"]`);
      await expect(item).toHaveAttribute('data-agreed', 'true');
      await expect(item?.querySelector('a[href^="https://"]')).not.toBeNull();
    }
    await expect(thirdPartySwitch(canvasElement)).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-agreed-date] time')).not.toBeNull();
    await expect(canvasElement.querySelector('nav a[href$="/console/account"]')).not.toBeNull();
  },
};

/** Turn the optional third-party consent on: saved in the world, the terms toast; then off again. */
export const OptionalConsentChange: Story = {
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    await userEvent.click(thirdPartySwitch(canvasElement));
    await toastSays(i18n._(thirdPartyOnToast));
    await waitFor(() => expect(userIn(worldOf(loaded), OWNER).terms.thirdParty).toBe(true));
    await waitFor(() => expect(thirdPartySwitch(canvasElement)).toBeChecked());
    await waitFor(() => expect(thirdPartySwitch(canvasElement)).toBeEnabled());
    await closeToasts();
    await userEvent.click(thirdPartySwitch(canvasElement));
    await toastSays(i18n._(thirdPartyOffToast));
    await waitFor(() => expect(userIn(worldOf(loaded), OWNER).terms.thirdParty).toBe(false));
    await waitFor(() => expect(thirdPartySwitch(canvasElement)).not.toBeChecked());
    await closeToasts();
  },
};

/** The consent change fails: the failure toast (pictured), the switch shows the saved choice again. */
export const OptionalConsentFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['terms.agree'])] } },
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    await userEvent.click(thirdPartySwitch(canvasElement));
    await holdToastSaying(i18n._(termsFailedToast));
    await waitFor(() => expect(thirdPartySwitch(canvasElement)).not.toBeChecked());
    await expect(userIn(worldOf(loaded), OWNER).terms.thirdParty).toBe(false);
  },
};

/** The owner of an organisation with live subscriptions cannot delete the account: why, and a link to each plan. */
export const DeleteBlockedByLiveSubscriptions: Story = {
  play: async ({ canvasElement, globals }) => {
    await agreementsLoaded(canvasElement);
    const section = await deleteSection(canvasElement, 'blocked');
    section.scrollIntoView({ block: 'center' });
    await expect(section.querySelector('button')).toBeNull();
    await expect(section).toHaveTextContent('Acme Retail');
    // The server's refusal, said before the user tries.
    await expect(section).toHaveTextContent(i18n._(errorMessages.ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS));
    const links = Array.from(section.querySelectorAll<HTMLAnchorElement>('a'));
    await expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      ['botmanager', 'mbuster', 'netfunnel'].map((code) => `/${String(globals.locale)}/console/plan/subscribe/${code}`),
    );
  },
};

/** With no subscriptions: type the e-mail, give the password, delete; the session ends (back to sign-in). */
export const DeleteAccount: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    const { phrase, password, confirm } = await openDeleteDialog(canvasElement);
    await expect(confirm).toBeDisabled();
    await userEvent.type(phrase, OWNER, { delay: null });
    await userEvent.type(password, OWNER_PASSWORD, { delay: null });
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    // The session ends like a sign-out: a hard navigation to "/" (recorded by the story harness).
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toBe('/'), { timeout: 15000 });
    await expect(userIn(worldOf(loaded), OWNER).deleted).toBe(true);
    await toastSays(i18n._(accountDeletedToast));
    await closeToasts();
  },
};

/** The typed e-mail does not match: the delete button stays disabled and nothing is deleted. */
export const TypedConfirmationMismatch: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    const { phrase, password, confirm } = await openDeleteDialog(canvasElement);
    await userEvent.type(phrase, 'minji.kim@acme-retail.exampel', { delay: null });
    await userEvent.type(password, OWNER_PASSWORD, { delay: null });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(userIn(worldOf(loaded), OWNER).deleted).toBeFalsy();
  },
};

/** A wrong password: the server's message in the dialog, which stays open; nothing is deleted. */
export const DeleteWrongPassword: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    const { dialog, phrase, password, confirm } = await openDeleteDialog(canvasElement);
    await userEvent.type(phrase, OWNER, { delay: null });
    await userEvent.type(password, 'Wrong!2468', { delay: null });
    await userEvent.click(confirm);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 15000 });
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.PASSWORD_INCORRECT));
    await expect(dialog).toBeVisible();
    await expect(userIn(worldOf(loaded), OWNER).deleted).toBeFalsy();
  },
};

/** Escape closes the dialog without deleting; focus goes back to the delete button. */
export const DeleteCancelled: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, loaded }) => {
    await agreementsLoaded(canvasElement);
    const { dialog, phrase, trigger } = await openDeleteDialog(canvasElement);
    await userEvent.type(phrase, OWNER, { delay: null });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await expect(userIn(worldOf(loaded), OWNER).deleted).toBeFalsy();
  },
};

/** A member owns no organisation: the deletion is open to them. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    await agreementsLoaded(canvasElement);
    const section = await deleteSection(canvasElement, 'allowed');
    await expect(section.querySelector('button')).toBeEnabled();
    const { dialog } = await openDeleteDialog(canvasElement);
    await expect(dialog).toHaveTextContent(MEMBER);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The agreements are still on their way: skeletons, busy, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['terms.get'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), { timeout: 15000 });
    await expect(canvasElement.querySelector('[data-consent]')).toBeNull();
    await deleteSection(canvasElement, 'blocked');
  },
};

/** The agreements' call failed: the error with its retry, no agreements (deletion stays blocked). */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['terms.get'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-consent]')).toBeNull();
    await deleteSection(canvasElement, 'blocked');
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['terms.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['terms.get'],
      recovered: async () => {
        await agreementsLoaded(canvasElement);
        await expect(canvasElement.querySelector('[data-consent="service"]')).toHaveAttribute('data-agreed', 'true');
        await deleteSection(canvasElement, 'blocked');
      },
    }),
};

/** The mobile device class: rows stack, nothing scrolls sideways, the dialog fits. */
export const Mobile: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await agreementsLoaded(canvasElement);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const { dialog } = await openDeleteDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tablet device class, with the blocked deletion. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await agreementsLoaded(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await deleteSection(canvasElement, 'blocked');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

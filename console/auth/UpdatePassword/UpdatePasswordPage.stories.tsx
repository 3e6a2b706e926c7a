import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { failure } from '@mocks/storybook';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { field, showsPage, signInWith, submitForm, typeInto } from '@console/app/stories/formSteps';
import { closeToasts, toastShown } from '@console/app/stories/toasts';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';

/**
 * An expired password, through the real router: sign in with the `passwordExpired` scenario, land on
 * `/signin/update-password`, then change the password (live rules) or keep it 90 more days.
 */
const meta = {
  title: 'Pages/UpdatePassword',
  component: RouterStory,
  parameters: { canvasPadding: false, world: { scenario: 'passwordExpired' } },
  args: { path: '/signin', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signInExpired(canvasElement: HTMLElement) {
  await signInWith(canvasElement, SEED.ownerEmail, SEED.ownerPassword);
  await showsPage(canvasElement, 'update-password-title');
}

/** Where sign-in sends an expired password: both choices, the rules listed, nothing ticked yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    const input = await field(canvasElement, 'newPassword');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvasElement.querySelectorAll('li[data-met]')).toHaveLength(0);
    // Four live rules (length, classes, sequence, user ID): the e-mail came along from sign-in.
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(4);
  },
};

/** Rules tick as the user types; a password containing the user ID leaves that rule open. */
export const LiveRules: Story = {
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    await typeInto(canvasElement, 'newPassword', 'minji.kim#27');
    await expect(canvasElement.querySelectorAll('li[data-met]')).toHaveLength(3);
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await expect(canvasElement.querySelectorAll('li[data-met]')).toHaveLength(4);
  },
};

/** Submitting broken values: the first broken rule and the mismatch, in the catalogue's words; values kept. */
export const RuleErrors: Story = {
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    const password = await typeInto(canvasElement, 'newPassword', 'Harbour#1234');
    const confirm = await typeInto(canvasElement, 'verifyPassword', 'Harbour#12');
    await submitForm(canvasElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('Harbour#1234');
  },
};

/** The current password again: the server refuses (not the current or a previous one), on the field. */
export const ReusedPassword: Story = {
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    await typeInto(canvasElement, 'newPassword', SEED.ownerPassword);
    await typeInto(canvasElement, 'verifyPassword', SEED.ownerPassword);
    await submitForm(canvasElement);
    const password = await field(canvasElement, 'newPassword');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 15000 });
    await expect(password).toHaveValue(SEED.ownerPassword);
  },
};

/** A valid new password: saved, then back to sign-in, where the new password works. */
export const Changed: Story = {
  play: async ({ canvasElement, loaded }) => {
    await signInExpired(canvasElement);
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    await submitForm(canvasElement);
    await field(canvasElement, 'email');
    await expect((loaded.world as World).data.users.find((user) => user.email === SEED.ownerEmail)?.password).toBe('Harbour#2468');
    // The "password changed" toast, then closed: the picture is the sign-in form alone.
    await toastShown();
    await closeToasts();
  },
};

/** Keep the current password 90 more days: a session opens and the dashboard shows. */
export const ExtendedNinetyDays: Story = {
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    const buttons = within(canvasElement).getAllByRole('button');
    const extend = buttons.find((button) => button.getAttribute('aria-describedby') === 'update-password-extend-help');
    if (!extend) throw new Error('no extend button');
    await userEvent.click(extend);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
    // The toast naming the new expiry date came with the success, before the dashboard; on a busy machine it
    // may already have hidden itself. Closed: the picture is the dashboard alone.
    await closeToasts();
  },
};

/** A failing call: the generic message above the buttons; what was typed stays. */
export const ServerError: Story = {
  parameters: { world: { scenario: 'passwordExpired', failures: [failure('status500', ['auth.passwordUpdate'])] } },
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
    await expect(await field(canvasElement, 'newPassword')).toHaveValue('Harbour#2468');
  },
};

/** Opened without the sign-in's token (a bookmark): sign in first. */
export const WithoutToken: Story = {
  args: { path: '/signin/update-password' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'sign-in-first-title');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/signin$/));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signInExpired(canvasElement);
  },
};

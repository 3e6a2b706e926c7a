import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { failure } from '@mocks/storybook';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { field, showsPage, signInWith, submitForm, typeInto } from '@console/app/stories/formSteps';

/**
 * Reset password, through the real router: the mailed link (seeded `reset-pending`, valid 1 hour), the
 * expired link, and the way in after five wrong passwords.
 */
const meta = {
  title: 'Pages/ResetPassword',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: `/signin/reset-pw?token=${SEED.links.resetPending}`, signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link checked out: for whom, until when, and the new password with its rules. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = await showsPage(canvasElement, 'reset-password-title');
    await expect(title.closest('section, main, div')?.textContent ?? '').toContain(SEED.ownerEmail);
    await expect(await field(canvasElement, 'newPassword')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** A valid new password: saved, then sign-in (with a toast), where the new password works. */
export const PasswordReset: Story = {
  play: async ({ canvasElement, loaded }) => {
    await showsPage(canvasElement, 'reset-password-title');
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    await submitForm(canvasElement);
    await field(canvasElement, 'email');
    const owner = (loaded.world as World).data.users.find((user) => user.email === SEED.ownerEmail);
    await expect(owner?.password).toBe('Harbour#2468');
  },
};

/** Broken rules and a mismatch are caught before the call; what was typed stays. */
export const RuleErrors: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'reset-password-title');
    const password = await typeInto(canvasElement, 'newPassword', 'short1!');
    await submitForm(canvasElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(await field(canvasElement, 'verifyPassword')).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('short1!');
  },
};

/** A previous password is refused by the server, on the field. */
export const PreviousPassword: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'reset-password-title');
    await typeInto(canvasElement, 'newPassword', SEED.ownerPassword);
    await typeInto(canvasElement, 'verifyPassword', SEED.ownerPassword);
    await submitForm(canvasElement);
    const password = await field(canvasElement, 'newPassword');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 15000 });
  },
};

/** The link expired (or was used): the invalid-reset page, with a way to get a new link. */
export const ExpiredLink: Story = {
  args: { path: `/signin/reset-pw?token=${SEED.links.resetExpired}` },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/find-password$/));
  },
};

/** The link check fails for another reason: an error with a retry, never a blank page. */
export const LinkCheckFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['auth.resetLink'])] } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'link-check-error-title');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
  },
};

/** Five wrong passwords on sign-in: the reset is forced; the e-mail comes along and a link can be sent. */
export const FiveWrongPasswords: Story = {
  args: { path: '/signin' },
  play: async ({ canvasElement, loaded }) => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signInWith(canvasElement, SEED.ownerEmail, `Wrong#${attempt}`);
      // "Wrong password n of 5 times": wait for this attempt's answer before the next one.
      await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(new RegExp(`${attempt}\\D+5|5\\D+${attempt}`)), { timeout: 15000 });
    }
    await signInWith(canvasElement, SEED.ownerEmail, 'Wrong#5');
    await showsPage(canvasElement, 'find-password-title');
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
    const email = await field(canvasElement, 'email');
    await expect(email).toHaveValue(SEED.ownerEmail);
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 15000 })).toHaveTextContent(SEED.ownerEmail);
    await expect((loaded.world as World).data.outbox.at(-1)?.body).toMatch(/reset-pw\?token=/);
  },
};

/** Opened without a token: the locked-account request for a link. */
export const WithoutToken: Story = {
  args: { path: '/signin/reset-pw' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'find-password-title');
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'reset-password-title');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'reset-password-title');
  },
};

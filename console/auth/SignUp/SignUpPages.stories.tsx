import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { failure } from '@mocks/storybook';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { field, showsPage, submitForm, typeInto } from '@console/app/stories/formSteps';

/**
 * Sign-up through the real router, one story per step and outcome: terms (three required, one optional),
 * e-mail (the mail with link and temporary password), region (Tokyo by default) from the mailed link
 * (seeded `signup-pending`), password (temporary, then the account's own), then the console.
 */
const meta = {
  title: 'Pages/SignUp',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/signup', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const regionStep = `/signup/setting-region?id=${SEED.links.signUpPending}`;
const passwordStep = `/signup/setting-password?id=${SEED.links.signUpPending}`;
const newEmail = 'sora.yun@harbourline.example';

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('checkbox');
const signUpOf = (world: World) => world.data.signUps.find((entry) => entry.id === SEED.links.signUpPending);

/** Step 1, the terms: "agree to all", three required consents with links to read them, one optional. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
    await expect(boxes(canvasElement)).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[data-necessity="required"]')).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-current="step"]')).not.toBeNull();
    // The customer proof line (spec section 1) names the number in the active language's digits.
    await expect(canvasElement.textContent).toMatch(/450/);
  },
};

/** Continuing without the required consents: the catalogue's message, nothing lost. */
export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
    const [, , , , thirdParty] = boxes(canvasElement);
    if (!thirdParty) throw new Error('no third-party consent');
    await userEvent.click(thirdParty);
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[role="group"][aria-invalid="true"], [data-invalid]')).not.toBeNull());
    await expect(thirdParty).toBeChecked();
    await showsPage(canvasElement, 'signup-terms-title');
  },
};

/** "Agree to all" ticks every consent and the next step opens. */
export const AgreeToAll: Story = {
  parameters: { screenshot: { samePictureBecause: 'Its point is the step after: it lands on the e-mail step that Email shows.' } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
    const [all] = boxes(canvasElement);
    if (!all) throw new Error('no agree-to-all box');
    await userEvent.click(all);
    for (const box of boxes(canvasElement)) await expect(box).toBeChecked();
    await submitForm(canvasElement);
    await showsPage(canvasElement, 'signup-email-title');
  },
};

/** Step 2, the e-mail (after agreeing). */
export const Email: Story = {
  args: { path: '/signup/setting-email?agreed=true&thirdParty=false' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-email-title');
    await expect(await field(canvasElement, 'email')).toHaveAttribute('type', 'email');
  },
};

/** The e-mail step opened without agreeing goes back to the terms. */
export const EmailWithoutTerms: Story = {
  args: { path: '/signup/setting-email' },
  parameters: { screenshot: { samePictureBecause: 'Its point is the redirect: it lands on the terms step that Terms shows.' } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
  },
};

/** A new address: the mail goes out in the interface language, and "check your inbox" names it. */
export const EmailSent: Story = {
  args: { path: '/signup/setting-email?agreed=true&thirdParty=true' },
  play: async ({ canvasElement, loaded, globals }) => {
    await typeInto(canvasElement, 'email', newEmail);
    await submitForm(canvasElement);
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(canvasElement.textContent).toContain(newEmail);
    const world = loaded.world as World;
    await expect(world.data.signUps.at(-1)).toMatchObject({ email: newEmail, language: globals.locale });
    await expect(world.data.outbox.at(-1)?.to).toBe(newEmail);
  },
};

/** An e-mail that already has an account: the catalogue's message; the address stays. */
export const EmailRegistered: Story = {
  args: { path: '/signup/setting-email?agreed=true' },
  play: async ({ canvasElement }) => {
    const email = await typeInto(canvasElement, 'email', SEED.ownerEmail);
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
    await expect(email).toHaveValue(SEED.ownerEmail);
  },
};

/** The mail could not be sent (the mock's bouncing domain): the message says to try later. */
export const EmailSendFailed: Story = {
  args: { path: '/signup/setting-email?agreed=true' },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'email', 'nobody@bounce.example');
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
  },
};

/** Empty and malformed addresses are caught before the call. */
export const EmailInvalid: Story = {
  args: { path: '/signup/setting-email?agreed=true' },
  play: async ({ canvasElement }) => {
    const email = await field(canvasElement, 'email');
    await submitForm(canvasElement);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await typeInto(canvasElement, 'email', 'sora@');
    await submitForm(canvasElement);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('sora@');
  },
};

/** Step 3 from the mailed link: Tokyo is chosen by default. */
export const Region: Story = {
  args: { path: regionStep },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-region-title');
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios[0]).toBeChecked();
    await expect(canvasElement.textContent).toContain(SEED.pendingSignUp.email);
  },
};

/** N. Virginia chosen: saved on the sign-up, then the password step. */
export const RegionChosen: Story = {
  args: { path: regionStep },
  parameters: { screenshot: { samePictureBecause: 'Its point is the step after: it lands on the password step that Password shows.' } },
  play: async ({ canvasElement, loaded }) => {
    await showsPage(canvasElement, 'signup-region-title');
    const [, virginia] = within(canvasElement).getAllByRole('radio');
    if (!virginia) throw new Error('no second region');
    await userEvent.click(virginia);
    await submitForm(canvasElement);
    await showsPage(canvasElement, 'signup-password-title');
    await expect(signUpOf(loaded.world as World)?.regionCode).toBe('us-east-1');
  },
};

/** The region step is checking the link (the call never answers here). */
export const RegionLoading: Story = {
  args: { path: regionStep },
  parameters: { world: { failures: [failure('loading', ['signUp.state'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeVisible(), { timeout: 15000 });
  },
};

/** An expired sign-up link: the invalid-email page, with a way to start again. */
export const ExpiredLink: Story = {
  args: { path: `/signup/setting-region?id=${SEED.links.signUpExpired}` },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\/signup$/));
  },
};

/** Step 4: the temporary password from the mail, then the account's own with the live rules. */
export const Password: Story = {
  args: { path: passwordStep },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-password-title');
    await expect(await field(canvasElement, 'temporaryPassword')).toBeVisible();
    await expect(await field(canvasElement, 'newPassword')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** A wrong temporary password: the message on that field; both passwords stay. */
export const WrongTemporaryPassword: Story = {
  args: { path: passwordStep },
  play: async ({ canvasElement }) => {
    const temporary = await typeInto(canvasElement, 'temporaryPassword', 'Temp!0000');
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    await submitForm(canvasElement);
    await waitFor(() => expect(temporary).toHaveAttribute('aria-invalid', 'true'), { timeout: 15000 });
    await expect(await field(canvasElement, 'newPassword')).toHaveValue('Harbour#2468');
  },
};

/** Everything empty: each field says what it needs. */
export const PasswordRequired: Story = {
  args: { path: passwordStep },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-password-title');
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('input[aria-invalid="true"]')).toHaveLength(2));
  },
};

/** The account is created: a session opens and the console asks for the name (extra-information card). */
export const SignedUp: Story = {
  args: { path: passwordStep },
  play: async ({ canvasElement, loaded }) => {
    await typeInto(canvasElement, 'temporaryPassword', SEED.pendingSignUp.temporaryPassword);
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    await submitForm(canvasElement);
    await showsPage(canvasElement, 'extra-info-title', 8000);
    await expect((loaded.world as World).data.users.some((user) => user.email === SEED.pendingSignUp.email)).toBe(true);
  },
};

export const TermsMobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
  },
};

export const PasswordTablet: Story = {
  args: { path: passwordStep },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-password-title');
  },
};

export const RegionMobile: Story = {
  args: { path: regionStep },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-region-title');
  },
};

export const TermsTablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'signup-terms-title');
  },
};

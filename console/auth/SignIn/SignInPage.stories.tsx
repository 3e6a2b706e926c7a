import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { location } from '@console/app/stories/location';
import { withEntryRouter } from '../stories/EntryRouter';
import { SignInPage } from './SignInPage';

// The seeded owner of the mock world (mocks/world/seed.ts).
const owner = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };

const meta = {
  title: 'Pages/SignIn',
  component: SignInPage,
  parameters: { canvasPadding: false },
  args: { onSignedIn: fn() },
  decorators: [withEntryRouter('/signin')],
} satisfies Meta<typeof SignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');

const emailInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="email"]');
const passwordInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="password"]');

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const emailField = emailInput(canvasElement);
  const passwordField = passwordInput(canvasElement);
  const button = submitButton(canvasElement);
  if (!emailField || !passwordField || !button) throw new Error('The sign-in form is incomplete');
  if (email) await userEvent.type(emailField, email, { delay: null });
  if (password) await userEvent.type(passwordField, password, { delay: null });
  await userEvent.click(button);
}

/** The empty form under the logo, with the two ways on: find a forgotten password, create an account. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: canvas.getByRole('heading', { level: 1 }).textContent ?? '' });
    await expect(card.querySelector('svg')).not.toBeNull();
    await expect(emailInput(canvasElement)).toHaveAttribute('autocomplete', 'username');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    const links = within(card).getAllByRole('link');
    await expect(links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://story.local').pathname)).toEqual([
      expect.stringMatching(/^\/[a-z]{2}\/signin\/find-password$/),
      expect.stringMatching(/^\/[a-z]{2}\/signup$/),
    ]);
  },
};

/** "Create an account" takes the visitor to sign-up's first step. */
export const ToSignUp: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const signUp = links[links.length - 1];
    if (!signUp) throw new Error('no sign-up link');
    await userEvent.click(signUp);
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/^\/[a-z]{2}\/signup$/));
  },
};

/** Submitting empty fields shows both messages; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, '', '');
    await expect(emailInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A malformed e-mail is rejected before the call, and what was typed stays. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'minji@', 'whatever');
    await expect(emailInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput(canvasElement)).toHaveValue('minji@');
    await expect(passwordInput(canvasElement)).toHaveValue('whatever');
  },
};

/** The mock world counts wrong passwords (5 force a reset); the count is shown. */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, owner.email, 'Wrong!1234');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/1.*5/);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(passwordInput(canvasElement)).toHaveValue('Wrong!1234');
  },
};

/** The seeded owner signs in; the route then opens the dashboard. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'signed-in' }), owner.email));
  },
};

/** A failing call shows the catalogue's generic message and keeps the form. */
export const ServerError: Story = {
  parameters: { world: { failures: [failure('status500', ['auth.signIn'])] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(emailInput(canvasElement)).toHaveValue(owner.email);
  },
};

/** While the call is under way the button shows its pending state. */
export const Submitting: Story = {
  parameters: { world: { failures: [failure('loading', ['auth.signIn'])] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar')).toBeVisible());
  },
};

/** Two-step verification is on: the right password is answered with an e-mailed code (the next step). */
export const TwoFactorRequired: Story = {
  parameters: { world: { scenario: 'twoFactorOn' } },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/m\*+@acme-retail\.example/);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'two-factor-required' }), owner.email));
  },
};

/** The password expired: the user is told to change or extend it. */
export const PasswordExpired: Story = {
  parameters: { world: { scenario: 'passwordExpired' } },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/90/);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'password-expired' }), owner.email));
  },
};

/** A disabled organisation: the server refuses the sign-in and the message says to contact the owner. */
export const DisabledAccount: Story = {
  parameters: { world: { scenario: 'organizationDisabled' } },
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, owner.email, owner.password);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The mobile device class (mobile_sm): the card fills the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, '', '');
    await expect(emailInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(window.innerWidth).toBeLessThan(576);
  },
};

/** The account allows sign-in only from listed addresses and this one is not listed: the catalogue's message. */
export const IpNotAllowed: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const world = loaded.world as World;
    const account = world.data.users.find((user) => user.email === owner.email);
    if (!account) throw new Error('the seeded owner is missing');
    account.ipWhitelist = { allowAll: false, ips: ['198.51.100.0/24'] };
    await signIn(canvasElement, owner.email, owner.password);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(emailInput(canvasElement)).toHaveValue(owner.email);
  },
};

/** The tablet device class (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(emailInput(canvasElement)).toBeVisible();
  },
};

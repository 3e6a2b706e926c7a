import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { RouterStory } from '@console/app/stories/RouterStory';
import { withEntryRouter } from '../stories/EntryRouter';
import { ResendHarness } from './ResendHarness';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';

// The seeded owner of the mock world (mocks/world/seed.ts); `twoFactorOn` asks her for a code.
const owner = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };

/**
 * Two-step verification at sign-in, through the real router: sign in, the code screen, the e-mailed code
 * (read from the mock world's outbox), resend after the countdown, and the three code errors.
 */
const meta = {
  title: 'Pages/TwoFactor',
  component: RouterStory,
  // The resend countdown ticks between play and picture: masked in the pictures.
  parameters: { canvasPadding: false, world: { scenario: 'twoFactorOn' }, screenshot: { mask: '[role="timer"]' } },
  args: { path: '/signin', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signs in with the seeded owner and waits for the code screen. */
async function signInToCodeScreen(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('input[name="email"]')).toBeVisible(), { timeout: 15000 });
  const email = canvasElement.querySelector<HTMLInputElement>('input[name="email"]');
  const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
  const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!email || !password || !submit) throw new Error('the sign-in form is incomplete');
  await userEvent.type(email, owner.email, { delay: null });
  await userEvent.type(password, owner.password, { delay: null });
  await userEvent.click(submit);
  await waitFor(() => expect(canvasElement.querySelector('input[name="code"]')).toBeVisible(), { timeout: 15000 });
  return canvasElement.querySelector<HTMLInputElement>('input[name="code"]') as HTMLInputElement;
}

/** The code the mock world e-mailed last. */
function lastCode(world: World): string {
  const challenge = [...world.data.challenges].reverse().find((entry) => !entry.used);
  if (!challenge) throw new Error('no code was sent');
  return challenge.code;
}

const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

/** The code screen after sign-in: masked address, the code boxes, the resend countdown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = await signInToCodeScreen(canvasElement);
    await expect(input).toHaveFocus();
    await expect(canvasElement).toHaveTextContent(/\*\*\*@/);
    // Resend waits for the countdown.
    await expect(canvasElement.textContent).toMatch(/\d:\d\d/);
  },
};

/** The right code signs in and lands on the dashboard. */
export const CorrectCode: Story = {
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement, loaded }) => {
    const input = await signInToCodeScreen(canvasElement);
    await userEvent.type(input, lastCode(loaded.world as World), { delay: null });
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
  },
};

/** Types a wrong code and waits for the spec's message: 'The code does not match. Please re-enter it.' */
async function enterWrongCode(canvasElement: HTMLElement, world: World): Promise<HTMLInputElement> {
  const input = await signInToCodeScreen(canvasElement);
  await userEvent.type(input, wrongCode(lastCode(world)), { delay: null });
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  // The spec's message is the field's description (its wording per language is in the catalogs).
  await expect(input).toHaveAccessibleDescription(/.+/);
  return input;
}

/** A wrong code: 'The code does not match. Please re-enter it.' */
export const CodeMismatch: Story = {
  play: async ({ canvasElement, loaded }) => void (await enterWrongCode(canvasElement, loaded.world as World)),
};

/** After a wrong code, typing again clears the error (a test: its picture would be the plain code screen). */
export const CodeMismatchClearsOnTyping: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const input = await enterWrongCode(canvasElement, loaded.world as World);
    await userEvent.type(input, '{Backspace}', { delay: null });
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** An expired code: 'The code has expired. Please get a new code and try again.' */
export const CodeExpired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const input = await signInToCodeScreen(canvasElement);
    world.clock.advance(4 * 60 * 1000);
    await userEvent.type(input, lastCode(world), { delay: null });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Five wrong codes: the field locks with the too-many-attempts message; a new code is the way out. */
export const TooManyAttempts: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const input = await signInToCodeScreen(canvasElement);
    const wrong = wrongCode(lastCode(world));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitFor(() => expect(input).not.toBeDisabled());
      await userEvent.clear(input);
      await userEvent.type(input, wrong, { delay: null });
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    }
    await waitFor(() => expect(input).toBeDisabled());
  },
};

/**
 * After the countdown the user asks for a new code; the countdown starts again. (The page alone, with a
 * 1-second countdown, signed in through the mock API first.)
 */
export const ResendAfterCountdown: Story = {
  render: () => <ResendHarness />,
  // The page's "Back to sign-in" link needs the router the harness bypasses.
  decorators: [withEntryRouter('/signin/2fa')],
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[name="code"]');
      if (!found) throw new Error('no code screen yet');
      return found;
    }, { timeout: 15000 });
    const first = lastCode(world);
    await userEvent.type(input, '12', { delay: null });
    // The server allows a resend 60 s after the code was sent: move the mock's clock past it.
    world.clock.advance(61 * 1000);
    const resend = await within(canvasElement).findByRole('button', { name: /new code|새 코드|新しいコード|código nuevo/i }, { timeout: 15000 });
    await userEvent.click(resend);
    await waitFor(() => expect(lastCode(world)).not.toBe(first));
    await waitFor(() => expect(input).toHaveValue(''));
    // The countdown runs again.
    await expect(within(canvasElement).queryByRole('button', { name: /new code|새 코드|新しいコード|código nuevo/i })).toBeNull();
    // Its 1 s end brings the button back: the picture is taken in that settled state, never mid-countdown.
    await within(canvasElement).findByRole('button', { name: /new code|새 코드|新しいコード|código nuevo/i }, { timeout: 5000 });
  },
};

/** Opened without a sign-in: a pointer back to sign-in, not a broken form. */
export const WithoutChallenge: Story = {
  args: { path: '/signin/2fa' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', {}, { timeout: 15000 })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="code"]')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signInToCodeScreen(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signInToCodeScreen(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SEED } from '@mocks/world/seed';
import { signInWith } from './formSteps';
import { RouterStory } from './RouterStory';

/** How the router answers addresses that are not a page of their own: redirects and guards. */
/** The sign-in page is showing: its password field (locale-neutral). */
async function expectSignInPage(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('input[type="password"]')).toBeVisible());
}

/**
 * Signed out, "/" sends the visitor to sign-in in the browser's language (English in the test browser), whatever the
 * story's language: the same English page in every run, so one picture (ko) and no untranslated-text check.
 */
const detectedLanguage = { englishOnlyText: true } as const;

const meta = {
  title: 'Pages/Routing',
  component: RouterStory,
  parameters: { canvasPadding: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/{locale}/console` (the shell's index) lands on the dashboard. */
export const ConsoleIndex: Story = {
  args: { path: '/console' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
  },
};

/** Signed out, an unknown console path goes to "/" (then sign-in) like every console path, not to not-found. */
export const SignedOutUnknownConsolePath: Story = {
  parameters: detectedLanguage,
  args: { path: '/console/no-such-page', signedIn: false },
  play: async ({ canvasElement }) => {
    await expectSignInPage(canvasElement);
  },
};

/** Signed out, a known console page goes to sign-in too. */
export const SignedOutDashboard: Story = {
  parameters: { ...detectedLanguage, screenshot: { samePictureBecause: 'Like every console path signed out, it ends on the sign-in page.' } },
  args: { path: '/console/dashboard', signedIn: false },
  play: async ({ canvasElement }) => {
    await expectSignInPage(canvasElement);
  },
};

/** `/{locale}/auth-mail`, the parent of the three mailed-link pages, goes to sign-in in the same language. */
export const AuthMailIndex: Story = {
  parameters: { screenshot: { samePictureBecause: 'It ends on the sign-in page (Pages/SignIn).' } },
  args: { path: '/auth-mail', signedIn: false },
  play: async ({ canvasElement, globals }) => {
    await expectSignInPage(canvasElement);
    await expect(document.documentElement.lang).toBe(String(globals.locale));
  },
};

/** An "also seen" path without a language segment (`/signin`) goes to the same page in the detected language. */
export const PathWithoutLocale: Story = {
  parameters: { ...detectedLanguage, screenshot: { samePictureBecause: 'It ends on the sign-in page, in the detected language.' } },
  args: { path: '/signin', withoutLocale: true },
  play: async ({ canvasElement }) => {
    await expectSignInPage(canvasElement);
    await expect(['ko', 'en', 'ja', 'es']).toContain(document.documentElement.lang);
  },
};

/** The whole way in: the sign-in page, the owner's e-mail and password, then the dashboard with her name. */
export const SignInToDashboard: Story = {
  parameters: { screenshot: { samePictureBecause: 'The way in ends on the dashboard, as ConsoleIndex does.' } },
  args: { path: '/signin', signedIn: false },
  play: async ({ canvasElement }) => {
    await expectSignInPage(canvasElement);
    await signInWith(canvasElement, SEED.ownerEmail, SEED.ownerPassword);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
  },
};

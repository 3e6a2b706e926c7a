import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { showsPage } from '@console/app/stories/formSteps';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';

/**
 * The social sign-in's return address (`/oauth/callback`, no language segment) through the real router. The
 * mock provider encodes the outcome in `code`: `ok:<email>`, or one of the refusals.
 */
const meta = {
  title: 'Pages/OAuthCallback',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: `/oauth/callback?provider=google&code=ok:${SEED.ownerEmail}&state=s-1`, withoutLocale: true, signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const outcome = (code: string) => `/oauth/callback?provider=google&code=${code}&state=s-1`;
const hrefs = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('link').map((link) => link.getAttribute('href'));

/** The provider said yes: signed in, into the dashboard in the account's language. */
export const SignedIn: Story = {
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
  },
};

/** Waiting for the answer. */
export const Exchanging: Story = {
  parameters: { world: { failures: [failure('loading', ['auth.oauthCallback'])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', {}, { timeout: 15000 })).toBeVisible();
  },
};

/** Already signed up with this provider: sign in instead. */
export const AlreadySignedUp: Story = {
  args: { path: outcome('already-signed-up') },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(hrefs(canvasElement)).toEqual([expect.stringMatching(/\/signin$/)]);
  },
};

/** An account with this e-mail exists (e-mail and password): sign in with it, or find the password. */
export const UserExists: Story = {
  args: { path: outcome('user-exists') },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(hrefs(canvasElement)).toEqual([expect.stringMatching(/\/signin$/), expect.stringMatching(/find-password$/)]);
  },
};

/** No account yet: sign up first. */
export const RegistrationRequired: Story = {
  args: { path: outcome('registration-required') },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(hrefs(canvasElement)[0]).toMatch(/\/signup$/);
  },
};

/** A disabled user. */
export const DisabledUser: Story = {
  args: { path: outcome('disabled') },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** A malformed request (the server says so). */
export const BadRequest: Story = {
  args: { path: outcome('tampered') },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The provider refused (`?error=access_denied`): no call is made, the bad-request message shows. */
export const ProviderRefused: Story = {
  args: { path: '/oauth/callback?error=access_denied' },
  parameters: { screenshot: { samePictureBecause: "The provider's refusal shows BadRequest's message, reached without a call." } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A temporary error: the message and a retry beside the way back to sign-in. */
export const ServerError: Story = {
  parameters: { world: { failures: [failure('status500', ['auth.oauthCallback'])] } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(canvasElement).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
  },
};

/** A 500, no answer, then a body that is not JSON: each offers the retry, and the last retry signs in. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { ...endsOnAnotherPage, world: { failures: firstLoadFailure(['auth.oauthCallback']) } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['auth.oauthCallback'],
      findRetry: async (root) => {
        await showsPage(root, 'oauth-title');
        return within(root).getByRole('button');
      },
      recovered: async () => {
        await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
      },
    }),
};

export const UserExistsMobile: Story = {
  args: { path: outcome('user-exists') },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
  },
};

export const UserExistsTablet: Story = {
  args: { path: outcome('user-exists') },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'oauth-title');
  },
};

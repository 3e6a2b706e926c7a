import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterStory } from '@console/app/stories/RouterStory';
import { showsPage, submitForm, typeInto } from '@console/app/stories/formSteps';

/** The auth-mail pages through the real router: the two invalid links and "check your inbox". */
const meta = {
  title: 'Pages/AuthMail',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/auth-mail/invalid-reset', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('link').map((link) => link.getAttribute('href'));

/** A reset link that no longer works: ask for a new one, or go back to sign-in. */
export const InvalidReset: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(links(canvasElement)).toEqual([expect.stringMatching(/\/signin\/find-password$/), expect.stringMatching(/\/signin$/)]);
  },
};

/** A sign-up link that no longer works: sign up again. */
export const InvalidEmail: Story = {
  args: { path: '/auth-mail/invalid-email' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(links(canvasElement)).toEqual([expect.stringMatching(/\/signup$/), expect.stringMatching(/\/signin$/)]);
  },
};

/** After the sign-up e-mail step: where the mail went, valid 1 hour (reached through the real step). */
export const SignUpMailSent: Story = {
  args: { path: '/signup/setting-email?agreed=true' },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'email', 'sora.yun@harbourline.example');
    await submitForm(canvasElement);
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(canvasElement.textContent).toContain('sora.yun@harbourline.example');
  },
};

/** Opened directly (a reload: the address is not kept in the URL): the same page without it. */
export const MailSentWithoutAddress: Story = {
  args: { path: '/auth-mail/send-success' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
    await expect(canvasElement.textContent).not.toContain('@');
  },
};

/** The reset variant of "check your inbox". */
export const ResetMailSent: Story = {
  args: { path: '/auth-mail/send-success?purpose=reset' },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'auth-mail-title');
  },
};

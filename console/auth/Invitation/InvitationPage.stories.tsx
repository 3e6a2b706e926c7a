import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { failure } from '@mocks/storybook';
import { SEED } from '@mocks/world/seed';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { field, showsPage, submitForm, typeInto } from '@console/app/stories/formSteps';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';

/**
 * An invitation link, through the real router: the seeded pending invitation (NetFUNNEL Operator, granted on
 * acceptance) for someone new or someone with an account, and the invalid link.
 */
const meta = {
  title: 'Pages/Invitation',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: `/signup/invitation?token=${SEED.links.invitationPending}`, signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const invitee = 'new.hire@acme-retail.example';

/** Someone new: who invited them, until when, and name, password (live rules) and terms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = await showsPage(canvasElement, 'invitation-title');
    await expect(title).toHaveTextContent('Acme Retail');
    await expect(canvasElement.textContent).toContain(invitee);
    await expect(await field(canvasElement, 'name')).toBeRequired();
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(5);
  },
};

/** Nothing filled in: name, password and terms each say what they need. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-title');
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('input[aria-invalid="true"]').length).toBeGreaterThanOrEqual(3));
  },
};

/**
 * A name one character over the limit (spec section 9: 20): the field stops at 20, the counter says so, and
 * nothing longer reaches the server (whose FIELD_TOO_LONG the page could therefore never show).
 */
export const NameAtLimit: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-title');
    const name = await typeInto(canvasElement, 'name', 'Maximiliano Fernández');
    await expect(name.value).toBe('Maximiliano Fernánde');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    // The counter is part of the field's description.
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    await expect(described).toContain('20');
  },
};

/** Filled in and accepted: the account joins Acme Retail with the invited role and the dashboard opens. */
export const Accepted: Story = {
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement, loaded }) => {
    await showsPage(canvasElement, 'invitation-title');
    await typeInto(canvasElement, 'name', 'Seo Hana');
    await typeInto(canvasElement, 'newPassword', 'Harbour#2468');
    await typeInto(canvasElement, 'verifyPassword', 'Harbour#2468');
    const [all] = within(canvasElement).getAllByRole('checkbox');
    if (!all) throw new Error('no agree-to-all box');
    await userEvent.click(all);
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Seo Hana/ }, { timeout: 15000 })).toBeVisible();
    const member = (loaded.world as World).data.members.find((entry) => entry.email === invitee);
    await expect(member?.status).toBe('Active');
    await expect(member?.roles.netfunnel?.role).toBe('OPERATOR');
  },
};

/** Someone with an account only accepts. */
export const ExistingAccount: Story = {
  parameters: { ...endsOnAnotherPage, world: { scenario: 'invitedExistingAccount' } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-title');
    await expect(canvasElement.querySelector('input[name="newPassword"]')).toBeNull();
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Seo Hana/ }, { timeout: 15000 })).toBeVisible();
  },
};

/** An expired (or used, or cancelled) invitation: the spec's invalid-link message. */
export const InvalidLink: Story = {
  args: { path: `/signup/invitation?token=${SEED.links.invitationExpired}` },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-invalid-title');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/signin$/));
  },
};

/** The check fails for another reason (a 500): the error with its retry, no form. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['invitation.get'])] } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'link-check-error-title');
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['invitation.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['invitation.get'],
      findRetry: async (canvas) => {
        await showsPage(canvas, 'link-check-error-title');
        return within(canvas).getByRole('button');
      },
      recovered: async () => void (await showsPage(canvasElement, 'invitation-title')),
    }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-title');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'invitation-title');
  },
};

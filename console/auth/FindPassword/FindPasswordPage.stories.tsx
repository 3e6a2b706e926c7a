import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { World } from '@mocks/world/db';
import { failure } from '@mocks/storybook';
import { RouterStory } from '@console/app/stories/RouterStory';

const ownerEmail = 'minji.kim@acme-retail.example';

/** Find password, through the real router: the e-mail, the link sent, and the errors. */
const meta = {
  title: 'Pages/FindPassword',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/signin/find-password', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('input[name="email"]')).toBeVisible(), { timeout: 15000 });
  const email = canvasElement.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
  const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
  return { email, submit };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { email } = await form(canvasElement);
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/signin$/));
  },
};

/** The link goes out to a known account, in the interface language; the page says where. */
export const LinkSent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const { email, submit } = await form(canvasElement);
    await userEvent.type(email, ownerEmail, { delay: null });
    await userEvent.click(submit);
    const status = await within(canvasElement).findByRole('status', {}, { timeout: 15000 });
    await expect(status).toHaveTextContent(ownerEmail);
    await expect(world.data.outbox.at(-1)?.to).toBe(ownerEmail);
  },
};

/** Empty and malformed e-mails are caught before the call. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = await form(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'minji@', { delay: null });
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('minji@');
  },
};

/** No account with this e-mail: the catalogue's message; what was typed stays. */
export const NoAccount: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = await form(canvasElement);
    await userEvent.type(email, 'nobody@acme-retail.example', { delay: null });
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
    await expect(email).toHaveValue('nobody@acme-retail.example');
  },
};

/** An account that signs in with a social provider has no password to reset. */
export const SocialAccount: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const owner = world.data.users.find((user) => user.email === ownerEmail);
    if (owner) owner.accountType = 'GOOGLE';
    const { email, submit } = await form(canvasElement);
    await userEvent.type(email, ownerEmail, { delay: null });
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
  },
};

/** A failing call: the generic message, and the form keeps the e-mail. */
export const ServerError: Story = {
  parameters: { world: { failures: [failure('status500', ['auth.findPassword'])] } },
  play: async ({ canvasElement }) => {
    const { email, submit } = await form(canvasElement);
    await userEvent.type(email, ownerEmail, { delay: null });
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 15000 })).toBeVisible();
    await expect(email).toHaveValue(ownerEmail);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
  },
};

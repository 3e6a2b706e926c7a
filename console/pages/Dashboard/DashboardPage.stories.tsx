import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '@mocks/storybook';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: { canvasPadding: false },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner of the seeded organisation with all three products running. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Kim Minji/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible();
  },
};

/** The profile and organisation are still on their way. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['user.get'])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** A failing call shows an error with a retry, never a blank page; retry recovers. */
export const LoadFailedThenRetry: Story = {
  parameters: { world: { failures: [failure('status500', ['organization.get'], 1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible());
  },
};

/** The call keeps failing: the error state stays, with its retry button. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['organization.get'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** A member (Operator role only) sees their own organisation the same way. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The mobile device class (mobile_sm): the organisation facts wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible();
    await expect(window.innerWidth).toBeLessThan(576);
  },
};

/** The tablet device class (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible();
    // tablet_md is 576-767 px wide (tokens' window breakpoints).
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
  },
};

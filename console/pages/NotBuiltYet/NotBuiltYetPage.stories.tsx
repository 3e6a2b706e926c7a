import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterStory } from '@console/app/stories/RouterStory';

/**
 * Every registered route whose page comes with a later issue, opened through the real router at its
 * address: its real title and the "not built yet" notice, inside the console's guards and language.
 */
const meta = {
  title: 'Pages/Not built yet',
  component: RouterStory,
  parameters: { canvasPadding: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  // Console screens wait for the shell (profile, organisation) before the page shows.
  await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(canvasElement.querySelector('[data-screen-status="not-built"]')).not.toBeNull();
  await expect(document.documentElement.lang).toBe(globals.locale);
};

/** Opening the product (`/$locale/console/redirect-to-product/$productCode`), issue #10. */

/** Subscription (`/$locale/console/plan/subscribe/$productCode`), issue #10. */
export const PlanSubscribe: Story = { args: { path: '/console/plan/subscribe/netfunnel' }, play };

/** Confirm plan change (`/$locale/console/plan/subscribe/$productCode/confirm/$planCode`), issue #10. */
export const PlanConfirm: Story = { args: { path: '/console/plan/subscribe/netfunnel/confirm/NF_LARGE' }, play };

/** Cancel subscription (`/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId`), issue #10. */
export const PlanCancel: Story = { args: { path: '/console/plan/subscribe/netfunnel/cancel/1' }, play };

/** Product dashboard (`/$locale/console/product/$productCode/dashboard`), issue #10. */

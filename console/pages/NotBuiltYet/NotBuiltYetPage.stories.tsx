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

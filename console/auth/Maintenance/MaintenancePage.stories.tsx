import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterStory } from '@console/app/stories/RouterStory';
import { showsPage } from '@console/app/stories/formSteps';

/** The maintenance page through the real router; it needs no API call. */
const meta = {
  title: 'Pages/Maintenance',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/maintenance', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await showsPage(canvasElement, 'maintenance-title');
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
    await expect(document.documentElement.lang).toBe(globals.locale);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'maintenance-title');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, 'maintenance-title');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterStory } from '@console/app/stories/RouterStory';

const meta = {
  title: 'Pages/NotFound',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/no-such-page' },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path inside a language segment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** A first segment that is not one of the four languages is not a console page either; the document language is en. */
export const UnknownLanguage: Story = {
  args: { path: '/fr/signin', withoutLocale: true },
  parameters: { screenshot: { samePictureBecause: 'The same page as any unknown path; only the document language differs.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useServices } from '@console/app/ServicesContext';
import { RouterStory } from '@console/app/stories/RouterStory';

/** An unknown address, through the real router: the entry pages' card with the one way on that fits. */
const meta = {
  title: 'Pages/NotFound',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/no-such-page', signedIn: false },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card under the logo: title, what may have happened, and one button. */
async function notFoundCard(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const title = await canvas.findByRole('heading', { level: 1 });
  const card = canvas.getByRole('region', { name: title.textContent ?? '' });
  await expect(card.querySelector('svg')).not.toBeNull();
  return card;
}

const pathOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', 'http://story.local').pathname;

/** Signed out: any unknown path inside a language segment offers sign-in, in that language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const card = await notFoundCard(canvasElement);
    await expect(pathOf(within(card).getByRole('link'))).toBe(`/${String(globals.locale)}/signin`);
  },
};

/** A session in this tab: the way on is the dashboard. */
function WithSession({ children }: { children: ReactNode }) {
  const services = useServices();
  useState(() => services.session.store({ scpToken: 'story-token', userKey: 'story-user', scpRegion: 'ap-northeast-1', locale: 'ko' }));
  return <>{children}</>;
}

export const SignedIn: Story = {
  args: { path: '/no-such-page', innerWrap: WithSession },
  play: async ({ canvasElement }) => {
    const card = await notFoundCard(canvasElement);
    await expect(pathOf(within(card).getByRole('link'))).toMatch(/^\/[a-z]{2}\/console\/dashboard$/);
  },
};

/** A first segment that is not one of the four languages is not a console page either; the document language is en. */
export const UnknownLanguage: Story = {
  args: { path: '/fr/signin', withoutLocale: true },
  parameters: { screenshot: { samePictureBecause: 'The same page as any unknown path; only the document language differs.' } },
  play: async ({ canvasElement }) => {
    await notFoundCard(canvasElement);
    await expect(document.documentElement.lang).toBe('en');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await notFoundCard(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await notFoundCard(canvasElement);
  },
};

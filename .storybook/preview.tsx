import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@tokens/fonts';
import { storybookViewports } from '@tokens';
import { activateLocale } from '@console/i18n/activate';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { globalTypes, initialGlobals } from './globals';
import { StoryProviders } from './StoryProviders';

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [
    // The catalogs load before the story renders, so the first paint is already translated.
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : defaultLocale);
      await document.fonts.ready;
      return {};
    },
    mswLoader(),
  ],
  decorators: [
    (Story, { globals }) => (
      <StoryProviders locale={isLocale(globals.locale) ? globals.locale : defaultLocale}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: storybookViewports },
    a11y: {
      // Axe violations fail the story test; never 'todo'.
      test: 'error',
    },
    msw: { handlers: {} },
  },
  tags: ['autodocs'],
};

export default preview;

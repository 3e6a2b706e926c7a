import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@tokens/fonts';
import './preview.css';
import { storybookViewports } from '@tokens';
import { activateLocale } from '@console/i18n/activate';
import { defaultLocale, isLocale, localeTags } from '@console/i18n/locales';
import { mockHandlers, startStoryWorker, worldLoader, type WorldParameters } from '@mocks/storybook';
import { a11yRunOptions } from './a11yRunOptions';
import { clockPresets, globalTypes, initialGlobals } from './globals';
import { StoryProviders } from './StoryProviders';
import { activateDesignSystemLocale, DesignSystemProviders, isDesignSystemStory } from './DesignSystemProviders';

const storyMswLoader = mswLoader(startStoryWorker);

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [
    // React Aria's live announcer is a page-wide singleton: an announcement from the previous story
    // (e.g. a pending button) would still point at that story's unmounted elements (axe role-img-alt).
    () => {
      for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
      return {};
    },
    // Windows high contrast for stories with `parameters.forcedColors: true` (test runs only; see vitest.setup.ts).
    async ({ parameters }) => {
      await window.__storyTestHooks?.emulateMedia({ forcedColors: parameters.forcedColors === true });
      return {};
    },
    // The catalogs load before the story renders, so the first paint is already translated. A design-system
    // story gets the design system's catalogs only: a component showing a console string shows it untranslated.
    async (context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
      await (isDesignSystemStory(context) ? activateDesignSystemLocale(locale) : activateLocale(locale));
      // As the app's `{locale}` route does: `:lang()` rules (Korean keep-all line breaking) need it.
      document.documentElement.lang = localeTags[locale];
      return {};
    },
    // A fresh mock world per page story (scenario and clock from parameters.world, else the toolbars), before MSW.
    // Design-system stories have no world: their components know no API.
    async ({ title, parameters, globals }) => {
      if (isDesignSystemStory({ title, parameters })) return {};
      const world = (parameters.world ?? {}) as WorldParameters;
      const preset = typeof globals.clock === 'string' ? clockPresets[globals.clock] : undefined;
      const now = world.now ?? preset?.now;
      return worldLoader({ parameters: { world: now ? { ...world, now } : world }, globals });
    },
    // MSW for every story: the worker stays started across the story files that share a page, and a design-system
    // story skipping it after a page story left MSW's interceptors applied twice ("already replaced").
    storyMswLoader,
  ],
  // The en and ja test runs are a render pass (vitest.config.ts, storyPasses): Storybook's story runner stops after
  // mounting a story whose abort signal has fired, so neither the play function nor axe (an afterEach) runs; the
  // test's own checks (.storybook/vitest.setup.ts) then look at the rendered story. The ko and es runs do everything.
  beforeEach: (context) => {
    if (context.globals.storyPass === 'render') context.abortSignal = AbortSignal.abort();
  },
  decorators: [
    // The canvas padding is ours, not Storybook's 'padded' layout: addon-vitest does not apply layouts,
    // and the screenshots must show what reviewers see. Pages opt out with `canvasPadding: false`.
    (Story, { parameters }) => (parameters.canvasPadding === false ? <Story /> : <div className="sb-canvas-padding"><Story /></div>),
    // Page stories render in the console's providers; design-system stories bare (Lingui and React Aria's locale).
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
      const Providers = isDesignSystemStory(context) ? DesignSystemProviders : StoryProviders;
      return (
        <Providers locale={locale}>
          <Story />
        </Providers>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // The sidebar reads as a catalogue: foundations, components by group, then the console's pages and the two
    // overviews of them (the route table, the baseline gallery).
    options: {
      storySort: {
        order: [
          'Foundations',
          'Components',
          ['Actions', 'Fields', 'Choice', 'Dates', 'Files', 'Collections', 'Navigation', 'Overlays', 'Feedback', 'Display', 'Layout'],
          'Pages',
          'Screens',
          'Gallery',
        ],
      },
    },
    controls: { expanded: true },
    viewport: { options: storybookViewports },
    a11y: {
      // Axe violations fail the story test; never 'todo'.
      test: 'error',
      // React Aria's live announcer is a hidden live region: a message it still holds may point at an
      // element the page has since removed (a form replaced after saving). It is not page content.
      context: { exclude: ['[data-live-announcer]'] },
      // Target size (WCAG 2.2 AA) on too: a11yRunOptions.ts.
      options: a11yRunOptions,
    },
    // Object form: a story overrides one group (e.g. `members`) and inherits the rest.
    msw: { handlers: mockHandlers },
  },
  tags: ['autodocs'],
};

export default preview;

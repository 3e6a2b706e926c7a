import type { PluginOption } from 'vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { interfaceFontSubsetPluginName } from '../scripts/fonts/interfaceSubset.ts';
import { optionalFontDisplayPluginName } from '../scripts/fonts/plugin.ts';
import { shortClassNamesPluginName } from '../scripts/bundle/scopedClassNames.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The story tests' own checks, seen failing (.storybook/textOverflow.stories.tsx), hidden from the sidebar.
  stories: ['../design-system/**/*.stories.tsx', '../console/**/*.stories.tsx', '../docs/**/*.mdx', '../.storybook/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The MSW worker script lives in public/ and is served at the root (relative URL, sub-path safe).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // A built Storybook (Chromatic's pictures) keeps the webfonts' `swap` (a picture must always show them) and
  // the package's own Pretendard faces, which the story font check reads (.storybook/vitest.setup.ts), and the
  // readable CSS module class names some play functions find parts by.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutPlugins(viteConfig.plugins ?? [], [
      optionalFontDisplayPluginName,
      interfaceFontSubsetPluginName,
      shortClassNamesPluginName,
    ]),
  }),
};

function withoutPlugins(plugins: PluginOption[], names: readonly string[]): PluginOption[] {
  return plugins.map((plugin) =>
    Array.isArray(plugin)
      ? withoutPlugins(plugin, names)
      : plugin && typeof plugin === 'object' && 'name' in plugin && names.includes(plugin.name)
        ? false
        : plugin,
  );
}

export default config;

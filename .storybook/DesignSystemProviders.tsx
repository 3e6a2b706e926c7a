import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { loadDesignSystemMessages } from '@ds/i18n';
import { loadJapaneseFont } from '@tokens/fontLoaders';
import { localeTags, type Locale } from '@console/i18n/locales';

/**
 * The title prefixes of the stories under `design-system/` (the sidebar's catalogue: `storySort` in preview.tsx).
 * The title decides, not the file's path: Storybook's test runner composes stories without their file name.
 */
const designSystemTitles = ['Components/', 'Foundations/'];

interface StoryIdentity {
  title: string;
  parameters: Readonly<Record<string, unknown>>;
}

/**
 * Whether a story is one of the design system's: those render bare (`DesignSystemProviders`), with no console
 * provider and no mock world (MSW's worker stays on for the run), so a component that secretly needs the console
 * fails its own stories.
 */
export function isDesignSystemStory({ title, parameters }: StoryIdentity): boolean {
  const byTitle = designSystemTitles.some((prefix) => title.startsWith(prefix));
  // Storybook's UI knows the file: a story under design-system/ titled like a page (or the reverse) would get
  // the wrong providers, so it fails loudly instead.
  if (typeof parameters.fileName === 'string') {
    const underDesignSystem = /(^|\/)design-system\//.test(parameters.fileName);
    if (underDesignSystem !== byTitle) {
      throw new Error(
        `${parameters.fileName}: a story under design-system/ is titled ${designSystemTitles.join(' or ')}…, and only those are (title "${title}").`,
      );
    }
  }
  return byTitle;
}

/** The design system's own catalog and the locale's font; no console catalog. */
export async function activateDesignSystemLocale(locale: Locale): Promise<void> {
  const [messages] = await Promise.all([loadDesignSystemMessages(locale), locale === 'ja' ? loadJapaneseFont() : undefined]);
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * What a design-system component may count on, and nothing more: Lingui in the story's locale and React Aria's
 * locale (dates, numbers, collation). A story that needs a toast region renders its own `ToastRegion`.
 */
export function DesignSystemProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AriaI18nProvider locale={localeTags[locale]}>{children}</AriaI18nProvider>
    </I18nProvider>
  );
}

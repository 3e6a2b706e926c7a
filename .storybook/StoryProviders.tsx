import { useState, type ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@console/app/queryClient';
import { localeTags, type Locale } from '@console/i18n/locales';

/** Every story gets the app's providers: Lingui + react-aria in the chosen locale and a fresh QueryClient. */
export function StoryProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return (
    <LinguiProvider i18n={i18n}>
      <AriaI18nProvider locale={localeTags[locale]}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AriaI18nProvider>
    </LinguiProvider>
  );
}

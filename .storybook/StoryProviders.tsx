import { useState, type ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@console/app/queryClient';
import { createAppServices } from '@console/app/services';
import { ServicesProvider } from '@console/app/ServicesContext';
import { ToastRegion } from '@ds/Toast';
import { createToaster } from '@console/app/toasts';
import { localeTags, type Locale } from '@console/i18n/locales';
import { createMemoryStore, createMemoryCookieJar, createSession } from '@console/session';

/**
 * Every story gets the app's providers: Lingui + react-aria in the chosen locale, a fresh
 * QueryClient (no cache leaks between stories) and fresh services over an in-memory session.
 */
export function StoryProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [toaster] = useState(createToaster);
  const [services] = useState(() =>
    createAppServices({
      queryClient,
      toast: (record) => toaster.push(record),
      // A story never leaves its page: the catalogue's "go to /" is recorded, not followed.
      navigate: () => undefined,
      session: createSession({ storage: createMemoryStore(), cookies: createMemoryCookieJar(), hostname: 'localhost' }),
    }),
  );
  return (
    <LinguiProvider i18n={i18n}>
      <AriaI18nProvider locale={localeTags[locale]}>
        <QueryClientProvider client={queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
          <ToastRegion queue={toaster.queue} />
        </QueryClientProvider>
      </AriaI18nProvider>
    </LinguiProvider>
  );
}

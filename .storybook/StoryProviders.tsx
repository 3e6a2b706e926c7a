import { useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { createQueryClient } from '@console/app/queryClient';
import { loadedQueryClient } from '@console/app/lazyQueryClient';
import { createAppServices } from '@console/app/services';
import { AppProviders } from '@console/app/AppProviders';
import { createToaster } from '@console/app/toasts';
import { localeTags, type Locale } from '@console/i18n/locales';
import { createMemoryStore, createMemoryCookieJar, createSession } from '@console/session';

function environmentCookie(): Record<string, string> {
  const value = /(?:^|;\s*)environment=([^;]*)/.exec(document.cookie)?.[1];
  return value ? { environment: decodeURIComponent(value) } : {};
}

/**
 * Every page story (under console/) gets the app's providers: Lingui + react-aria in the chosen locale, a fresh
 * QueryClient (no cache leaks between stories) and fresh services over an in-memory session. Design-system
 * stories render without them (`DesignSystemProviders.tsx`).
 */
export function StoryProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(() => {
    // Each story starts with no recorded navigation.
    delete document.documentElement.dataset.storyNavigation;
    const client = createQueryClient({ retry: false });
    window.__storyQueryClient = client;
    return client;
  });
  const [lazyQueryClient] = useState(() => loadedQueryClient(queryClient));
  const [toaster] = useState(createToaster);
  const [services] = useState(() =>
    createAppServices({
      queryClient: lazyQueryClient,
      toast: (record) => toaster.push(record),
      // A story never leaves its page: a hard navigation ("go to /", sign-out, language change) is
      // recorded on <html data-story-navigation> for the play function, not followed.
      navigate: (to) => {
        document.documentElement.dataset.storyNavigation = to;
      },
      session: createSession({
        storage: createMemoryStore(),
        // The world sets the `environment` cookie on the document; the story's session reads it too.
        cookies: createMemoryCookieJar(environmentCookie()),
        hostname: 'localhost',
      }),
    }),
  );
  return (
    <AppProviders queryClient={lazyQueryClient} services={services} toaster={toaster}>
      {/* In the app the `{locale}` route sets react-aria's locale; a story takes the toolbar's. */}
      <AriaI18nProvider locale={localeTags[locale]}>{children}</AriaI18nProvider>
    </AppProviders>
  );
}

import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { activateLocale } from '@console/i18n/activate';
import { isLocale, localeTags } from '@console/i18n/locales';

/** Every console path starts with a language segment; an unknown one is a not-found page. */
export const Route = createFileRoute('/$locale')({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
    return { locale: params.locale };
  },
  loader: async ({ context }) => {
    await activateLocale(context.locale);
    document.documentElement.lang = context.locale;
  },
  component: LocaleLayout,
});

function LocaleLayout() {
  const { locale } = Route.useRouteContext();
  return (
    <AriaI18nProvider locale={localeTags[locale]}>
      <Outlet />
    </AriaI18nProvider>
  );
}

import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { activateLocale } from '@console/i18n/activate';
import { detectBrowserLocale } from '@console/i18n/detect';
import { fallbackDocumentLanguage, isLocale, localeTags } from '@console/i18n/locales';

/**
 * First segments of the "also seen" paths without a language (spec section 2: /signin,
 * /console/dashboard...): they go to the same path in the detected language.
 */
const pathsWithoutLocale = new Set(['signin', 'signup', 'auth-mail', 'console', 'maintenance']);

/**
 * Every console path starts with a language segment; an unknown one is a not-found page whose
 * document language is en (spec section 2: the attribute defaults to en).
 */
export const Route = createFileRoute('/$locale')({
  beforeLoad: ({ params, location }) => {
    if (!isLocale(params.locale)) {
      if (pathsWithoutLocale.has(params.locale)) {
        throw redirect({ href: `/${detectBrowserLocale()}${location.href}`, replace: true });
      }
      if (typeof document !== 'undefined') document.documentElement.lang = fallbackDocumentLanguage;
      throw notFound();
    }
    return { locale: params.locale };
  },
  loader: async ({ context }) => {
    await activateLocale(context.locale);
    // The build's prerender step runs this without a document; it writes the attribute into the page.
    if (typeof document !== 'undefined') document.documentElement.lang = context.locale;
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

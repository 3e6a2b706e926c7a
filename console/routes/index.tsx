import { createFileRoute, redirect } from '@tanstack/react-router';
import { detectBrowserLocale } from '@console/i18n/detect';

/** "/" redirects to the sign-in page in the detected language (spec section 2). */
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/$locale/signin',
      params: { locale: detectBrowserLocale() },
      search: location.search,
      replace: true,
    });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { ContactSuccessPage } from '@console/contact/Contact/ContactSuccessPage';

/** The contact inquiry was received (spec section 2). */
export const Route = createFileRoute('/$locale/console/contact/success')({
  component: ContactSuccessRoute,
});

function ContactSuccessRoute() {
  const { locale } = Route.useRouteContext();
  return <ContactSuccessPage locale={locale} />;
}

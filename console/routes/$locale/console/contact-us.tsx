import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ContactUsPage } from '@console/contact/Contact/ContactUsPage';

/** The contact-us form (spec section 2); success goes to the confirmation page. */
export const Route = createFileRoute('/$locale/console/contact-us')({
  component: ContactUsRoute,
});

function ContactUsRoute() {
  const { locale } = Route.useParams();
  const router = useRouter();
  return <ContactUsPage onSent={() => void router.navigate({ to: '/$locale/console/contact/success', params: { locale } })} />;
}


import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReceptionSuccessPage } from '@console/contact/Contact/ReceptionSuccessPage';
import { isReceptionType } from '@console/contact/Contact/receptionType';

/**
 * A free-trial or pricing request was received (spec section 2). `$receptionType` is `free-trial` or `pricing`;
 * anything else is not found (docs/decisions.md, "Contact and sales").
 */
export const Route = createFileRoute('/$locale/console/contact/reception-success/$receptionType')({
  beforeLoad: ({ params }) => {
    if (!isReceptionType(params.receptionType)) throw notFound();
  },
  component: ReceptionSuccessRoute,
});

function ReceptionSuccessRoute() {
  const { locale } = Route.useRouteContext();
  const { receptionType } = Route.useParams();
  return isReceptionType(receptionType) ? <ReceptionSuccessPage receptionType={receptionType} locale={locale} /> : null;
}

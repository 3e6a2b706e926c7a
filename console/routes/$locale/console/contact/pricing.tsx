import { createFileRoute, useRouter } from '@tanstack/react-router';
import { countriesQueryOptions } from '@console/api/queries/region';
import { SalesRequestPage } from '@console/contact/SalesRequest/SalesRequestPage';

/** The pricing request form (spec section 2); success goes to the reception page. */
export const Route = createFileRoute('/$locale/console/contact/pricing')({
  loader: async ({ context }) => {
    void (await context.queryClient.load()).prefetchQuery(countriesQueryOptions(context.services));
  },
  component: PricingRoute,
});

function PricingRoute() {
  const { locale } = Route.useParams();
  const router = useRouter();
  return (
    <SalesRequestPage
      kind="pricing"
      onSent={() =>
        void router.navigate({
          to: '/$locale/console/contact/reception-success/$receptionType',
          params: { locale, receptionType: 'pricing' },
        })
      }
    />
  );
}

import { createFileRoute, useRouter } from '@tanstack/react-router';
import { countriesQueryOptions } from '@console/api/queries/region';
import { SalesRequestPage } from '@console/contact/SalesRequest/SalesRequestPage';

/** The free-trial request form for NetFUNNEL (spec section 2); success goes to the reception page. */
export const Route = createFileRoute('/$locale/console/contact/free-trial/netfunnel')({
  loader: async ({ context }) => {
    void (await context.queryClient.load()).prefetchQuery(countriesQueryOptions(context.services));
  },
  component: FreeTrialRoute,
});

function FreeTrialRoute() {
  const { locale } = Route.useParams();
  const router = useRouter();
  return (
    <SalesRequestPage
      kind="free-trial"
      onSent={() =>
        void router.navigate({
          to: '/$locale/console/contact/reception-success/$receptionType',
          params: { locale, receptionType: 'free-trial' },
        })
      }
    />
  );
}

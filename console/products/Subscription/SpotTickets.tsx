import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { spotReservationsQueryOptions } from '@console/api/queries/subscription';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useCatalog } from '../catalog';
import { loadSpotTicketsContent } from './spotTicketsCode';

const SpotTicketsContent = lazy(() => loadSpotTicketsContent().then((module) => ({ default: module.SpotTicketsContent })));

/**
 * One-time spot tickets (spec sections 2, 4, 9): the tickets left, the reservation of a 7-day week from 00:00 UTC
 * of a date at least 2 days after the subscription ends, the reservations with their cancel, and buying more.
 * Blocked once the plan has expired; members only read. The summary, the actions and the table load alongside the
 * reservations (spotTicketsCode.ts); reserving, buying and cancelling are dialogs loaded on their first opening.
 */
export function SpotTickets({ detail, isOwner }: { detail: SubscriptionDetailResponse; isOwner: boolean }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const spot = useQuery(spotReservationsQueryOptions(services, detail.subscriptionId));

  return (
    <Card title={t`Spot tickets`} headingLevel={2}>
      {spot.isPending ? (
        <PageLoading label={t`Loading the spot tickets…`} blocks={2} />
      ) : spot.isError ? (
        <PageError error={spot.error} onRetry={() => void spot.refetch()} />
      ) : (
        <Suspense fallback={<PageLoading label={t`Loading the spot tickets…`} blocks={2} />}>
          <SpotTicketsContent detail={detail} isOwner={isOwner} spot={spot.data} />
        </Suspense>
      )}
    </Card>
  );
}

import { lazy, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Link } from '@ds/Link';
import { PageLayout } from '@ds/PageLayout';
import type { ApiError } from '@console/api/apiError';
import { messageForError } from '@console/api/contextMessages';
import { isApiError } from '@console/api/isApiError';
import {
  revertCancelMutationOptions,
  subscriptionCancelMutationOptions,
  subscriptionDetailQueryOptions,
} from '@console/api/queries/subscription';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import { RouterLink } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { useShellData } from '@console/shell';
import { isLiveState } from './planRules';
import { cancellationRevertedToast, plannedChangeCancelledToast, withdrawalCompleteToast } from './planWords';
import styles from './Plan.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

const route = getRouteApi('/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId');

/** Days every product the console serves keeps data after a cancel (spec section 9). */
const RETENTION_DAYS = 28;

/**
 * Cancel a subscription (spec sections 4 and 9). The spec gives two readings, made explicit here as the contract
 * does: within the 28-day minimum period the cancel is scheduled for its end and can be withdrawn; after it the
 * subscription ends at once, billed up to that point. Data is kept 28 days; a restart
 * is blocked for about 10 minutes. A scheduled cancellation can be withdrawn from here too.
 */
export function PlanCancelPage() {
  useCatalog();
  const { t } = useLingui();
  const { locale, productCode, subscriptionId } = route.useParams();
  const services = useServices();
  const detail = useQuery(subscriptionDetailQueryOptions(services, subscriptionId));
  const productName = productByCode(productCode)?.name ?? productCode;
  const frame = (children: ReactNode) => (
    <PageLayout
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'plans', label: t`${productName} plans`, href: `/${locale}/console/plan/subscribe/${productCode}` },
            { id: 'cancel', label: t`Cancel subscription` },
          ]}
        />
      }
      title={t`Cancel subscription`}
    >
      {children}
    </PageLayout>
  );
  if (detail.isPending) return frame(<PageLoading label={t`Loading the subscription…`} />);
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return frame(
        <InlineAlert tone="warning" role="note">
          <span data-cancel="not-found">{t`The subscription was not found.`}</span>
        </InlineAlert>,
      );
    }
    return frame(<PageError error={detail.error} onRetry={() => void detail.refetch()} />);
  }
  return frame(<CancelSubscription subscription={detail.data} productName={productName} />);
}

function CancelSubscription({ subscription, productName }: { subscription: SubscriptionDetailResponse; productName: string }) {
  const { t, i18n } = useLingui();
  const { locale, productCode } = route.useParams();
  const services = useServices();
  const toaster = useToaster();
  const navigate = useNavigate();
  const { organizationUser } = useShellData();
  const isOwner = organizationUser?.isOwner ?? true;
  const [refusal, setRefusal] = useState<{ context: string; error: ApiError } | null>(null);
  const cancel = useMutation(subscriptionCancelMutationOptions(services, subscription.subscriptionId));
  const revert = useMutation(revertCancelMutationOptions(services, subscription.subscriptionId));
  const plansLink = { to: '/$locale/console/plan/subscribe/$productCode', params: { locale, productCode } } as const;
  const date = (value: string | null) => (value ? <DateTime value={value} timeZone="UTC" /> : t`None`);
  const planName = subscription.planName;
  const endDate = date(subscription.endDate);
  const deletionDate = date(subscription.dataDeletionDate);
  const minimumEnd = date(subscription.minimumPeriodEndDate);
  const plannedName = subscription.plannedChange?.planName ?? '';

  const confirmCancel = async () => {
    setRefusal(null);
    try {
      const result = await cancel.mutateAsync({});
      toaster.push({ body: withdrawalCompleteToast, type: 'success' });
      if (result.plannedChangeCancelled) toaster.push({ body: plannedChangeCancelledToast, type: 'info' });
      if (result.immediate) void navigate(plansLink);
    } catch (error) {
      if (isApiError(error)) setRefusal({ context: 'subscription.cancel', error });
      // Closes the dialog: the refusal is on the page, next to what it is about.
    }
  };
  // Awaited like the cancel: the refreshed subscription may re-render the page around this component, and callbacks
  // given to `mutate` are dropped with an unmounted component (the toast and the way back would be lost).
  const withdraw = async () => {
    setRefusal(null);
    try {
      await revert.mutateAsync(undefined);
    } catch (error) {
      if (isApiError(error)) setRefusal({ context: 'subscription.revertCancel', error });
      return;
    }
    toaster.push({ body: cancellationRevertedToast, type: 'success' });
    void navigate(plansLink);
  };

  const refusalAlert = refusal && (
    <InlineAlert tone="error">
      <span data-refusal={refusal.error.errorCode ?? refusal.error.kind}>{i18n._(messageForError(refusal.context, refusal.error))}</span>
    </InlineAlert>
  );
  const back = (
    <RouterLink {...plansLink}>
      <Trans>Back to the plans</Trans>
    </RouterLink>
  );

  if (subscription.state === 'CANCEL_SCHEDULED') {
    return (
      <div className={styles.stack} data-cancel="scheduled">
        <InlineAlert tone="warning" role="status" title={t`Cancellation scheduled`}>
          <Trans>
            {productName} {planName} ends on {endDate}, at the end of the 28-day minimum
            period. Until then the service runs as usual. Data is kept until {deletionDate}.
          </Trans>
        </InlineAlert>
        <p className={styles.text}>
          <Trans>Withdraw the cancellation to keep the plan: it then renews normally on the 1st.</Trans>
        </p>
        {refusalAlert}
        <div className={styles.actions}>
          {back}
          <Button variant="primary" onPress={withdraw} isPending={revert.isPending} isDisabled={!isOwner}>
            <Trans>Withdraw the cancellation</Trans>
          </Button>
        </div>
      </div>
    );
  }

  if (!isLiveState(subscription.state)) {
    return (
      <InlineAlert tone="info" role="note" action={back}>
        <span data-cancel="ended">{i18n._(messageForError('subscription.cancel', { kind: 'server', errorCode: 'SUBSCRIPTION_ALREADY_CANCELLED' }))}</span>
      </InlineAlert>
    );
  }

  const marketplace = subscription.channel !== 'CONSOLE';
  const trial = subscription.state === 'FREE_TRIAL';
  const items: DescriptionListItem[] = [
    { id: 'service', term: t`Service`, description: productName },
    { id: 'plan', term: t`Plan`, description: subscription.planName },
    { id: 'start', term: t`Start date`, description: date(subscription.startDate) },
    { id: 'minimum', term: t`Minimum period ends`, description: <span data-minimum="true">{date(subscription.minimumPeriodEndDate)}</span> },
    { id: 'renewal', term: t`Next renewal`, description: date(subscription.renewalDate) },
  ];

  return (
    <div className={styles.stack} data-cancel="live">
      <Card title={t`Your subscription`} headingLevel={2}>
        <DescriptionList items={items} />
      </Card>
      <Card title={t`What happens when you cancel`} headingLevel={2}>
        <ul className={styles.rules} data-rules="true">
          {trial ? (
            <li>
              <Trans>A free trial ends at once. Nothing is charged.</Trans>
            </li>
          ) : (
            <>
              <li data-reading="scheduled">
                <Trans>
                  Before {minimumEnd} (the 28-day minimum subscription period), the cancellation
                  is scheduled for that date. The service runs until then and you can withdraw the cancellation at any time.
                </Trans>
              </li>
              <li data-reading="immediate">
                <Trans>
                  From that date on, the subscription ends at once, and usage is billed up to that point on the next payment
                  date. It does not run on until the next renewal.
                </Trans>
              </li>
            </>
          )}
          <li>
            <Trans>
              Data is kept {RETENTION_DAYS} days after the subscription ends; subscribing again within that time restores
              it. After it is deleted it cannot be restored.
            </Trans>
          </li>
          <li>
            <Trans>The service cannot be restarted for about 10 minutes after it ends.</Trans>
          </li>
          {subscription.plannedChange && (
            <li data-planned-change="true">
              <Trans>The planned change to {plannedName} is cancelled too.</Trans>
            </li>
          )}
          <li>
            <Trans>Cancellations and plan changes are not possible on the payment date (the 5th, UTC) and are limited to once per day (UTC).</Trans>
          </li>
        </ul>
      </Card>
      {marketplace && (
        <InlineAlert tone="warning" role="note">
          <span data-marketplace="true">
            {i18n._(messageForError('subscription.cancel', { kind: 'server', errorCode: 'MARKETPLACE_PLAN' }))}{' '}
            {subscription.marketplaceUrl && (
              <Link href={subscription.marketplaceUrl} isExternal>
                <Trans>Open the marketplace</Trans>
              </Link>
            )}
          </span>
        </InlineAlert>
      )}
      {!isOwner && (
        <InlineAlert tone="info" role="note">
          <Trans>Only the owner of the organisation can subscribe, change or cancel a plan.</Trans>
        </InlineAlert>
      )}
      {refusalAlert}
      <div className={styles.actions}>
        {back}
        <CancelButton isDisabled={!isOwner || marketplace} isPending={cancel.isPending} onConfirm={confirmCancel} productName={productName} />
      </div>
    </div>
  );
}

function CancelButton({
  isDisabled,
  isPending,
  onConfirm,
  productName,
}: {
  isDisabled: boolean;
  isPending: boolean;
  onConfirm: () => Promise<void>;
  productName: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)} isDisabled={isDisabled} isPending={isPending}>
        <Trans>Cancel subscription</Trans>
      </Button>
      <MountOnFirstOpen isOpen={open}>
        <AlertDialog
          isOpen={open}
          onOpenChange={setOpen}
          variant="destructive"
          title={t`Cancel ${productName}?`}
          confirmLabel={t`Cancel subscription`}
          cancelLabel={t`Keep subscription`}
          onConfirm={onConfirm}
        >
          <Trans>
            Within the minimum period the cancellation is scheduled and can be withdrawn; after it the service ends at once.
            Data is kept for the retention period shown on this page.
          </Trans>
        </AlertDialog>
      </MountOnFirstOpen>
    </>
  );
}

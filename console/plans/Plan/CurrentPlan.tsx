import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Link } from '@ds/Link';
import { Money } from '@ds/Money';
import { StatusLabel } from '@ds/StatusLabel';
import { messageForError } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import { cancelPlannedChangeMutationOptions, revertCancelMutationOptions } from '@console/api/queries/subscription';
import type { ApiError } from '@console/api/apiError';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { isSpotWeek } from './planRules';
import { cancellationRevertedToast, plannedChangeCancelledToast, stateLabels } from './planWords';
import styles from './Plan.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/plan/subscribe/$productCode/');

/**
 * The product's subscription as it stands: plan, state, dates, payment method, and the two things that can be
 * taken back from here: a planned downgrade (from the day after the request) and a scheduled cancellation. A
 * spot week (fixed until its end) and an expired plan (editing blocked, spec section 4) say so and offer nothing.
 */
export function CurrentPlan({ subscription, isOwner }: { subscription: SubscriptionDetailResponse; isOwner: boolean }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const { locale, productCode } = route.useParams();
  const services = useServices();
  const toaster = useToaster();
  const [refusal, setRefusal] = useState<{ context: string; error: ApiError } | null>(null);
  const cancelPlanned = useMutation(cancelPlannedChangeMutationOptions(services, subscription.subscriptionId));
  const revert = useMutation(revertCancelMutationOptions(services, subscription.subscriptionId));

  const onFailure = (context: string) => (error: ApiError) => setRefusal({ context, error });
  const cancelPlannedChange = () => {
    setRefusal(null);
    cancelPlanned.mutate(undefined, {
      onSuccess: () => toaster.push({ body: plannedChangeCancelledToast, type: 'success' }),
      onError: onFailure('subscription.cancelPlannedChange'),
    });
  };
  const revertCancellation = () => {
    setRefusal(null);
    revert.mutate(undefined, {
      onSuccess: () => toaster.push({ body: cancellationRevertedToast, type: 'success' }),
      onError: onFailure('subscription.revertCancel'),
    });
  };

  const date = (value: string | null) => (value ? <DateTime value={value} timeZone="UTC" /> : t`None`);
  const expired = subscription.state === 'EXPIRED';
  const spotWeek = isSpotWeek(subscription);
  const method = subscription.paymentMethod;
  const lastDigits = method?.type === 'CARD' ? method.lastDigits : '';
  const endDate = date(subscription.endDate);
  const deletionDate = date(subscription.dataDeletionDate);
  const expiresOn = date(subscription.expirationDate);
  const items: DescriptionListItem[] = [
    { id: 'plan', term: t`Plan`, description: subscription.planName },
    {
      id: 'state',
      term: t`Status`,
      description: (
        <span data-state={subscription.state}>
          <StatusLabel
            vocabulary="custom"
            tone={subscription.state === 'ACTIVE' || subscription.state === 'FREE_TRIAL' ? 'success' : 'warning'}
            icon={subscription.state === 'ACTIVE' || subscription.state === 'FREE_TRIAL' ? 'checkCircle' : 'warning'}
            label={i18n._(stateLabels[subscription.state])}
          />
        </span>
      ),
    },
    { id: 'price', term: t`Monthly price`, description: subscription.price ? <Money amount={subscription.price.amount} /> : t`Free` },
    { id: 'start', term: t`Start date`, description: date(subscription.startDate) },
    subscription.state === 'FREE_TRIAL'
      ? { id: 'expires', term: t`Free trial ends`, description: date(subscription.expirationDate) }
      : spotWeek
        ? { id: 'expires', term: t`Spot week ends`, description: date(subscription.expirationDate) }
        : expired
          ? { id: 'expires', term: t`Expired on`, description: date(subscription.expirationDate) }
          : { id: 'next', term: t`Next payment date`, description: date(subscription.nextPaymentDate) },
    {
      id: 'method',
      term: t`Payment method`,
      description: !method ? t`None` : method.type === 'CARD' ? t`Card ending in ${lastDigits}` : t`Tax statement`,
    },
  ];

  const planned = subscription.plannedChange;
  const plannedName = planned?.planName ?? '';
  const scheduled = subscription.state === 'CANCEL_SCHEDULED';
  const editable = isOwner && subscription.channel === 'CONSOLE' && !expired && !spotWeek;

  return (
    <Card
      title={t`Current subscription`}
      headingLevel={2}
      footer={
        editable && !scheduled ? (
          <RouterLinkButton
            to="/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId"
            params={{ locale, productCode, subscriptionId: subscription.subscriptionId }}
            variant="secondary"
            size="sm"
          >
            <Trans>Cancel subscription</Trans>
          </RouterLinkButton>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <DescriptionList items={items} />
        {expired && (
          <InlineAlert tone="warning" role="note" title={i18n._(errorMessages.PLAN_EXPIRED_EDIT)}>
            <span data-expired="true">
              <Trans>Choose a plan below to use the service again: it starts a new subscription.</Trans>
            </span>
          </InlineAlert>
        )}
        {spotWeek && (
          <InlineAlert tone="info" role="note" title={i18n._(errorMessages.SPOT_PLAN_FIXED)}>
            <span data-spot-plan-running="true">
              <Trans>The spot week runs until {expiresOn}. Then the plan expires and a new one can be chosen here.</Trans>
            </span>
          </InlineAlert>
        )}
        {planned && (
          <InlineAlert
            tone="info"
            role="status"
            title={t`Plan change planned`}
            action={
              editable ? (
                <Button variant="secondary" size="sm" onPress={cancelPlannedChange} isPending={cancelPlanned.isPending}>
                  <Trans>Cancel the plan change</Trans>
                </Button>
              ) : undefined
            }
          >
            <span data-planned={planned.planCode}>
              <Trans>
                The plan changes to {plannedName} on <DateTime value={planned.effectiveDate} timeZone="UTC" />. The
                change can be cancelled from the day after it was requested.
              </Trans>
            </span>
          </InlineAlert>
        )}
        {scheduled && (
          <InlineAlert
            tone="warning"
            role="status"
            title={t`Cancellation scheduled`}
            action={
              isOwner ? (
                <Button variant="secondary" size="sm" onPress={revertCancellation} isPending={revert.isPending}>
                  <Trans>Withdraw the cancellation</Trans>
                </Button>
              ) : undefined
            }
          >
            <span data-scheduled-cancel="true">
              <Trans>
                The subscription ends on {endDate}, at the end of the 28-day minimum period. Data is
                kept until {deletionDate}. Withdraw the cancellation to keep the plan renewing
                normally.
              </Trans>
            </span>
          </InlineAlert>
        )}
        {subscription.marketplaceUrl && (
          <InlineAlert tone="info" role="note">
            <span data-marketplace="true">
              {i18n._(messageForError('subscription.changePlan', { kind: 'server', errorCode: 'MARKETPLACE_PLAN' }))}{' '}
              <Link href={subscription.marketplaceUrl} isExternal>
                <Trans>Open the marketplace</Trans>
              </Link>
            </span>
          </InlineAlert>
        )}
        {refusal && (
          <InlineAlert tone="error" onDismiss={() => setRefusal(null)}>
            <span data-refusal={refusal.error.errorCode ?? refusal.error.kind}>
              {i18n._(messageForError(refusal.context, refusal.error))}
            </span>
          </InlineAlert>
        )}
      </div>
    </Card>
  );
}

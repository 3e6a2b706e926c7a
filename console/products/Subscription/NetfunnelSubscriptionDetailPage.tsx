import { lazy, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { EmptyState } from '@ds/EmptyState';
import { InlineAlert } from '@ds/InlineAlert';
import { LinkButton } from '@ds/LinkButton';
import { PageLayout } from '@ds/PageLayout';
import { revertCancelMutationOptions } from '@console/api/queries/subscription';
import { errorMessages } from '@console/api/errorMessages';
import { messageForError } from '@console/api/contextMessages';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import { isRefusal } from '@console/api/isApiError';
import { RouterLinkButton } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { useShellData } from '@console/shell';
import { StateNotice } from './StateNotice';
import { PaymentHistory } from './PaymentHistory';
import { ReceiptEmail } from './ReceiptEmail';
import { SpotTickets } from './SpotTickets';
import { SubscriptionInfo } from './SubscriptionInfo';
import { isEditBlocked, isLive, isSpotWeek, useProductSubscription } from './subscriptionData';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const AlertDialog = lazy(() => import('@ds/AlertDialog').then((module) => ({ default: module.AlertDialog })));

const PRODUCT = 'netfunnel' as const;
const productName = productByCode(PRODUCT)?.name ?? PRODUCT;

export const cancellationRevertedToast = msg`The cancellation has been reverted. The plan renews normally.`;
export const revertFailedToast = msg`Failed to revert the cancellation.`;

export interface NetfunnelSubscriptionDetailPageProps {
  locale: string;
}

/**
 * NetFUNNEL's subscription details (`/{locale}/console/product/netfunnel/subscription/detail`, spec section 2):
 * the subscription with its receipt e-mail, cancel (the plan cancel page) and revert of a scheduled
 * cancellation, spot tickets (reserve, cancel, buy extra) and the payment history. An expired plan is read-only.
 */
export function NetfunnelSubscriptionDetailPage({ locale }: NetfunnelSubscriptionDetailPageProps) {
  useCatalog();
  const { t } = useLingui();
  const data = useProductSubscription(PRODUCT);
  const { organizationUser } = useShellData();
  const isOwner = organizationUser?.isOwner === true;
  const title = t`NetFUNNEL subscription details`;
  const crumbs = (
    <Breadcrumbs
      items={[
        { id: 'subscription', label: t`NetFUNNEL subscription`, href: `/${locale}/console/product/netfunnel/subscription/select` },
        { id: 'detail', label: t`Details` },
      ]}
    />
  );
  const header = { breadcrumbs: crumbs, title, 'data-subscription-page': 'detail' };

  if (data.isPending) {
    return (
      <PageLayout {...header}>
        <PageLoading label={t`Loading the subscription…`} />
      </PageLayout>
    );
  }
  if (data.error) {
    return (
      <PageLayout {...header}>
        <PageError error={data.error} onRetry={data.retry} />
      </PageLayout>
    );
  }
  if (!data.detail) {
    return (
      <PageLayout {...header}>
        <Card>
          <EmptyState
            headingLevel={2}
            title={t`You have not subscribed to NetFUNNEL yet`}
            action={
              <RouterLinkButton to="/$locale/console/product/netfunnel/subscription/select" params={{ locale }} variant="secondary">
                <Trans>Back to the subscription</Trans>
              </RouterLinkButton>
            }
          >
            <Trans>There are no details to show before subscribing.</Trans>
          </EmptyState>
        </Card>
      </PageLayout>
    );
  }

  const detail = data.detail;
  const blocked = isEditBlocked(detail);
  const receiptBlocked = !isOwner
    ? t`Only the owner can change it.`
    : isLive(detail)
      ? undefined
      : blocked
        ? t`The plan has expired and cannot be edited.`
        : t`The subscription has ended.`;

  return (
    <PageLayout {...header} data-state={detail.state}>
      <StateNotice detail={detail} />
      <Card title={t`Subscription information`} headingLevel={2}>
        <SubscriptionInfo
          detail={detail}
          extra={[
            {
              id: 'receipt',
              term: t`Receipt e-mail`,
              description: <ReceiptEmail subscriptionId={detail.subscriptionId} product={productName} email={detail.receiptEmail} disabledReason={receiptBlocked} />,
            },
          ]}
        />
      </Card>
      {isOwner && <CancelCard detail={detail} locale={locale} />}
      <SpotTickets detail={detail} isOwner={isOwner} />
      <PaymentHistory subscriptionId={detail.subscriptionId} />
    </PageLayout>
  );
}

/** Cancel (the plan cancel page), revert a scheduled cancellation, or the marketplace for plans bought there. */
function CancelCard({ detail, locale }: { detail: SubscriptionDetailResponse; locale: string }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const revert = useMutation(revertCancelMutationOptions(services, detail.subscriptionId));
  const [revertAsked, setRevertAsked] = useState(false);
  const revertProblem = isRefusal(revert.error) ? i18n._(messageForError('subscription.revertCancel', revert.error)) : undefined;

  let body: ReactNode;
  if (detail.marketplaceUrl) {
    body = (
      <InlineAlert
        tone="info"
        role="note"
        action={
          <LinkButton href={detail.marketplaceUrl} isExternal variant="secondary" size="sm">
            <Trans>Open the marketplace</Trans>
          </LinkButton>
        }
      >
        <Trans>This plan was bought in a cloud marketplace. Cancel or change it there.</Trans>
      </InlineAlert>
    );
  } else if (detail.state === 'CANCEL_SCHEDULED') {
    body = (
      <div className={styles.stack} data-cancel="scheduled">
        <p className={styles.text}>
          {detail.endDate ? (
            <Trans>
              The cancellation takes effect on <DateTime value={detail.endDate} timeZone="UTC" />. Revert it to keep the
              plan: it then renews normally.
            </Trans>
          ) : (
            <Trans>Revert the cancellation to keep the plan: it then renews normally.</Trans>
          )}
        </p>
        {revertProblem && (
          <InlineAlert tone="error" role="alert">
            {revertProblem}
          </InlineAlert>
        )}
        <Button variant="secondary" isPending={revert.isPending} onPress={() => setRevertAsked(true)}>
          <Trans>Revert cancellation</Trans>
        </Button>
        <MountOnFirstOpen isOpen={revertAsked}>
          <AlertDialog
            title={t`Revert the cancellation?`}
            confirmLabel={t`Revert cancellation`}
            cancelLabel={t`Keep the cancellation`}
            isOpen={revertAsked}
            onOpenChange={setRevertAsked}
            onConfirm={() =>
              revert.mutate(undefined, {
                onSuccess: () => toaster.push({ body: cancellationRevertedToast, type: 'success' }),
                onError: (error) => {
                  if (!isRefusal(error)) toaster.push({ body: revertFailedToast, type: 'error' });
                },
              })
            }
          >
            <Trans>The subscription continues and is billed as before.</Trans>
          </AlertDialog>
        </MountOnFirstOpen>
      </div>
    );
  } else if (isSpotWeek(detail)) {
    body = (
      <p className={styles.text} data-cancel="spot-week">
        {i18n._(errorMessages.SPOT_PLAN_FIXED)}
      </p>
    );
  } else if (isLive(detail)) {
    body = (
      <div className={styles.stack} data-cancel="available">
        <p className={styles.text}>
          <Trans>
            Cancelling within the minimum period of 28 days is scheduled for its end and can be reverted until then. The
            data is kept for 28 days after the end.
          </Trans>
        </p>
        <div>
          <RouterLinkButton
            to="/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId"
            params={{ locale, productCode: PRODUCT, subscriptionId: detail.subscriptionId }}
            variant="danger"
          >
            <Trans>Cancel subscription</Trans>
          </RouterLinkButton>
        </div>
      </div>
    );
  } else {
    body = (
      <p className={styles.text} data-cancel="ended">
        {detail.state === 'EXPIRED' ? i18n._(errorMessages.PLAN_EXPIRED_EDIT) : i18n._(errorMessages.SUBSCRIPTION_ALREADY_CANCELLED)}
      </p>
    );
  }
  return (
    <Card title={t`Cancel subscription`} headingLevel={2}>
      {body}
    </Card>
  );
}

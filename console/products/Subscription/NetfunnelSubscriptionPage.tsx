import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { ButtonGroup } from '@ds/ButtonGroup';
import { Card } from '@ds/Card';
import { EmptyState } from '@ds/EmptyState';
import { PageLayout } from '@ds/PageLayout';
import { RouterLinkButton } from '@console/app/links';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useShellDialogs } from '@console/shell';
import { useShellData } from '@console/shell';
import { MembersCard } from './MembersCard';
import { SubscriptionInfo } from './SubscriptionInfo';
import { UsageCard } from './UsageCard';
import { isLive, useProductSubscription } from './subscriptionData';
import { StateNotice } from './StateNotice';
import { useCatalog } from '../catalog';

const PRODUCT = 'netfunnel' as const;

export interface NetfunnelSubscriptionPageProps {
  locale: string;
}

/**
 * NetFUNNEL's subscription page (`/{locale}/console/product/netfunnel/subscription/select`, spec section 2):
 * subscription information, usage against the plan, member information with the add-member dialog, and the way
 * to the plan selection (the plan pages) and to the subscription details.
 */
export function NetfunnelSubscriptionPage({ locale }: NetfunnelSubscriptionPageProps) {
  useCatalog();
  const { t } = useLingui();
  const data = useProductSubscription(PRODUCT);
  const { organizationUser } = useShellData();
  const isOwner = organizationUser?.isOwner === true;
  const title = t`NetFUNNEL subscription`;

  const plansLink = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode: PRODUCT }} variant={variant}>
      {label}
    </RouterLinkButton>
  );

  if (data.isPending) {
    return (
      <PageLayout title={title} data-subscription-page="select">
        <PageLoading label={t`Loading the subscription…`} />
      </PageLayout>
    );
  }
  if (data.error) {
    return (
      <PageLayout title={title} data-subscription-page="select">
        <PageError error={data.error} onRetry={data.retry} />
      </PageLayout>
    );
  }
  if (!data.detail) {
    return (
      <PageLayout title={title} data-subscription-page="select">
        <NotSubscribed freeTrialUsed={data.row?.freeTrialUsed ?? false} isOwner={isOwner} plansLink={plansLink(t`See the plans`)} />
      </PageLayout>
    );
  }

  const detail = data.detail;
  return (
    <PageLayout
      title={title}
      description={t`Your plan, its usage and the members who work in NetFUNNEL.`}
      actions={
        <ButtonGroup>
          <RouterLinkButton to="/$locale/console/product/netfunnel/subscription/detail" params={{ locale }} variant="secondary">
            <Trans>Subscription details</Trans>
          </RouterLinkButton>
          {isOwner && plansLink(isLive(detail) ? t`Change plan` : t`Choose a plan`)}
        </ButtonGroup>
      }
      data-subscription-page="select"
      data-state={detail.state}
    >
      <StateNotice detail={detail} />
      <Card title={t`Subscription information`} headingLevel={2}>
        <SubscriptionInfo detail={detail} />
      </Card>
      <UsageCard productCode={PRODUCT} />
      <MembersCard productCode={PRODUCT} locale={locale} isOwner={isOwner} canAdd={isLive(detail)} />
    </PageLayout>
  );
}

function NotSubscribed({ freeTrialUsed, isOwner, plansLink }: { freeTrialUsed: boolean; isOwner: boolean; plansLink: React.ReactNode }) {
  const { t } = useLingui();
  const dialogs = useShellDialogs();
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        title={t`You have not subscribed to NetFUNNEL yet`}
        action={
          isOwner ? (
            <ButtonGroup>
              {!freeTrialUsed && (
                <Button variant="secondary" onPress={() => dialogs.startFreeTrial(PRODUCT)}>
                  <Trans>Start free trial</Trans>
                </Button>
              )}
              {plansLink}
            </ButtonGroup>
          ) : undefined
        }
      >
        {isOwner ? (
          <Trans>Choose a plan, or try NetFUNNEL free for 14 days.</Trans>
        ) : (
          <Trans>Ask the owner of your organisation to subscribe.</Trans>
        )}
      </EmptyState>
    </Card>
  );
}

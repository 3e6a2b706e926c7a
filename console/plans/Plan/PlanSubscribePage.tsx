import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { PageLayout } from '@ds/PageLayout';
import { Table, type TableColumn } from '@ds/Table';
import { formatCount } from '@ds/i18n/formatters';
import type { Plan, ProductCode, SubscriptionDetailResponse } from '@contract/schemas';
import { RouterLinkButton } from '@console/app/links';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { useShellDialogs, type TrialProduct } from '@console/shell';
import { CurrentPlan } from './CurrentPlan';
import { isSpotWeek, tierRank } from './planRules';
import { featureLabels, supportLabels } from './planWords';
import { usePlanData } from './usePlanData';
import styles from './Plan.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/plan/subscribe/$productCode/');

/**
 * The plans of one product (spec section 2, "Plan layout"): the current subscription, then the plan selection
 * table (tiers with concurrent and monitored users, members, rooms, features, support and the USD monthly
 * price). A plan leads to the confirm page; Enterprise goes to sales; the free trial opens the shell's dialog.
 */
export function PlanSubscribePage() {
  useCatalog();
  const { t } = useLingui();
  const { productCode } = route.useParams();
  const code = productCode as ProductCode;
  const data = usePlanData(code);
  const productName = productByCode(code)?.name ?? code;
  const header = {
    title: t`${productName} plans`,
    description: t`Compare the plans and choose the one that fits. Prices are in US dollars per month.`,
  };

  if (data.isPending) {
    return (
      <PageLayout {...header}>
        <PageLoading label={t`Loading the plans…`} />
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

  return (
    <PageLayout {...header} data-plans={code}>
      {!data.isOwner && (
        <InlineAlert tone="info" role="note">
          <Trans>Only the owner of the organisation can subscribe, change or cancel a plan.</Trans>
        </InlineAlert>
      )}
      {data.subscription && <CurrentPlan subscription={data.subscription} isOwner={data.isOwner} />}
      {data.expired && <CurrentPlan subscription={data.expired} isOwner={data.isOwner} />}
      <Card title={t`Choose a plan`} headingLevel={2}>
        <PlanTable
          plans={data.plans}
          subscription={data.subscription}
          freeTrialUsed={data.statusRow?.freeTrialUsed ?? false}
          isOwner={data.isOwner}
        />
      </Card>
    </PageLayout>
  );
}

interface PlanRow {
  id: string;
  plan: Plan;
}

function PlanTable({
  plans,
  subscription,
  freeTrialUsed,
  isOwner,
}: {
  plans: Plan[];
  subscription: SubscriptionDetailResponse | undefined;
  freeTrialUsed: boolean;
  isOwner: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale, productCode } = route.useParams();
  const dialogs = useShellDialogs();
  const count = (value: number | null, open: boolean) => {
    if (value === null) return t`Unlimited`;
    const formatted = formatCount(value, i18n.locale);
    return open ? t`${formatted} or more` : formatted;
  };
  const currentRank = subscription ? tierRank(plans.find((plan) => plan.planCode === subscription.planCode)?.tier ?? 'FREETRIAL') : -1;
  const marketplace = subscription?.channel !== undefined && subscription.channel !== 'CONSOLE';
  // A spot week's plan is fixed until the week ends (SPOT_PLAN_FIXED).
  const fixed = marketplace || (subscription !== undefined && isSpotWeek(subscription));

  const action = (plan: Plan) => {
    if (subscription?.planCode === plan.planCode) {
      return <span className={styles.muted}>{t`Your plan`}</span>;
    }
    if (!plan.purchasable || plan.tier === 'ENTERPRISE') {
      return (
        <RouterLinkButton to="/$locale/console/contact/pricing" params={{ locale }} variant="secondary" size="sm">
          <Trans>Contact sales</Trans>
        </RouterLinkButton>
      );
    }
    if (plan.tier === 'FREETRIAL') {
      if (subscription) return <span className={styles.muted}>{t`Through sales`}</span>;
      if (freeTrialUsed) return <span className={styles.muted}>{t`Trial used`}</span>;
      return (
        <Button variant="secondary" size="sm" isDisabled={!isOwner} onPress={() => dialogs.startFreeTrial(productCode as TrialProduct)}>
          <Trans>Start free trial</Trans>
        </Button>
      );
    }
    if (!isOwner || fixed) return <span className={styles.muted}>{t`Not available`}</span>;
    const label = !subscription ? t`Subscribe` : tierRank(plan.tier) > currentRank ? t`Upgrade` : t`Downgrade`;
    return (
      <RouterLinkButton
        to="/$locale/console/plan/subscribe/$productCode/confirm/$planCode"
        params={{ locale, productCode, planCode: plan.planCode }}
        variant={subscription && tierRank(plan.tier) < currentRank ? 'secondary' : 'primary'}
        size="sm"
        aria-label={`${label}: ${plan.name}`}
      >
        {label}
      </RouterLinkButton>
    );
  };

  const columns: TableColumn<PlanRow>[] = [
    {
      id: 'plan',
      name: t`Plan`,
      isRowHeader: true,
      minInlineSize: '8rem',
      render: ({ plan }) => (
        <span className={styles.planName} data-plan={plan.planCode} data-current={subscription?.planCode === plan.planCode ? 'true' : undefined}>
          <span>{plan.name}</span>
          {subscription?.planCode === plan.planCode && (
            <Badge tone="success" size="sm">
              {t`Current plan`}
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'price',
      name: t`Monthly price`,
      align: 'end',
      minInlineSize: '7rem',
      render: ({ plan }) =>
        plan.monthlyPrice ? (
          <Money amount={plan.monthlyPrice.amount} />
        ) : plan.tier === 'FREETRIAL' ? (
          t`Free`
        ) : (
          t`Contact sales`
        ),
    },
    {
      id: 'concurrent',
      name: t`Concurrent users`,
      align: 'end',
      minInlineSize: '7rem',
      render: ({ plan }) => count(plan.limits.concurrentUsers, plan.tier === 'ENTERPRISE'),
    },
    {
      id: 'monitored',
      name: t`Monitored users`,
      align: 'end',
      minInlineSize: '7rem',
      render: ({ plan }) => count(plan.limits.monitoredUsers, plan.tier === 'ENTERPRISE'),
    },
    { id: 'members', name: t`Members`, align: 'end', render: ({ plan }) => count(plan.limits.members, false) },
    { id: 'rooms', name: t`Rooms`, align: 'end', render: ({ plan }) => count(plan.limits.rooms, false) },
    {
      id: 'features',
      name: t`Features`,
      minInlineSize: '14rem',
      wrap: true,
      render: ({ plan }) => (
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{featureLabels[feature] ? i18n._(featureLabels[feature]) : feature}</li>
          ))}
        </ul>
      ),
    },
    { id: 'support', name: t`Support`, minInlineSize: '10rem', wrap: true, render: ({ plan }) => i18n._(supportLabels[plan.support]) },
    {
      id: 'overage',
      name: t`Overage per user`,
      align: 'end',
      minInlineSize: '7rem',
      render: ({ plan }) => (plan.overagePricePerUser ? <Money amount={plan.overagePricePerUser.amount} /> : t`None`),
    },
    { id: 'action', name: t`Action`, minInlineSize: '9rem', render: ({ plan }) => action(plan) },
  ];

  return (
    <Table
      aria-label={t`Plans`}
      columns={columns}
      rows={plans.map((plan) => ({ id: plan.planCode, plan }))}
      className={styles.table}
    />
  );
}

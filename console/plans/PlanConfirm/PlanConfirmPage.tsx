import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Checkbox } from '@ds/Checkbox';
import { DateTime, formatDateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Link } from '@ds/Link';
import { formatMoney, Money } from '@ds/Money';
import { PageLayout } from '@ds/PageLayout';
import { Radio, RadioGroup } from '@ds/RadioGroup';
import type { ApiError } from '@console/api/apiError';
import { isApiError } from '@console/api/isApiError';
import { messageFor, messageForError } from '@console/api/contextMessages';
import { planChangeMutationOptions, subscriptionStartMutationOptions } from '@console/api/queries/subscription';
import type { Card as PaymentCard, Plan, PlanChangeResponse, ProductCode, SubscriptionDetailResponse } from '@contract/schemas';
import { RouterLink, RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { tierRank } from '@console/plans/Plan/planRules';
import { planChangedToast, subscribedToast } from './confirmToasts';
import { usePlanData } from '@console/plans/Plan/usePlanData';
import styles from '@console/plans/Plan/Plan.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/plan/subscribe/$productCode/confirm/$planCode');

type Kind = 'SUBSCRIBE' | 'UPGRADE' | 'DOWNGRADE';

/**
 * Confirm a plan (spec section 2, "confirm plan change with payment agreement"): a first subscription, an upgrade
 * (at once, the difference prorated by the hour for the rest of the billing month) or a downgrade (from the next
 * payment date). The card to charge, the payment agreement (required), then the server's answer: a toast and back
 * to the plans, or the refusal in the spec's words with the choices kept.
 */
export function PlanConfirmPage() {
  useCatalog();
  const { t } = useLingui();
  const { locale, productCode, planCode } = route.useParams();
  const code = productCode as ProductCode;
  const data = usePlanData(code, { cards: true });
  const productName = productByCode(code)?.name ?? code;
  const plansHref = `/${locale}/console/plan/subscribe/${productCode}`;
  const frame = (children: ReactNode) => (
    <PageLayout
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'plans', label: t`${productName} plans`, href: plansHref },
            { id: 'confirm', label: t`Confirm plan change` },
          ]}
        />
      }
      title={t`Confirm plan change`}
    >
      {children}
    </PageLayout>
  );

  if (data.isPending) return frame(<PageLoading label={t`Loading the plan…`} />);
  if (data.error) return frame(<PageError error={data.error} onRetry={data.retry} />);

  const target = data.plans.find((plan) => plan.planCode === planCode);
  const backToPlans = (
    <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode }} variant="secondary" size="sm">
      <Trans>Back to the plans</Trans>
    </RouterLinkButton>
  );
  if (!target) {
    return frame(
      <InlineAlert tone="warning" role="note" action={backToPlans}>
        <span data-confirm="unknown-plan">
          <Trans>This plan is not offered for {productName}. Choose one of its plans.</Trans>
        </span>
      </InlineAlert>,
    );
  }

  return frame(
    <ConfirmForm
      target={target}
      current={data.plans.find((plan) => plan.planCode === data.subscription?.planCode)}
      subscription={data.subscription}
      cards={data.cards}
      isOwner={data.isOwner}
      productName={productName}
      backToPlans={backToPlans}
    />,
  );
}

function ConfirmForm({
  target,
  current,
  subscription,
  cards,
  isOwner,
  productName,
  backToPlans,
}: {
  target: Plan;
  current: Plan | undefined;
  subscription: SubscriptionDetailResponse | undefined;
  cards: PaymentCard[];
  isOwner: boolean;
  productName: string;
  backToPlans: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { locale, productCode } = route.useParams();
  const services = useServices();
  const toaster = useToaster();
  const navigate = useNavigate();
  const subscriptionId = subscription?.subscriptionId ?? '';
  const change = useMutation(planChangeMutationOptions(services, subscriptionId));
  const start = useMutation(subscriptionStartMutationOptions(services));
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  const [cardId, setCardId] = useState<string | undefined>(
    subscription?.paymentMethod?.type === 'CARD' ? subscription.paymentMethod.cardId : defaultCard?.cardId,
  );
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ context: string; error: ApiError } | null>(null);

  const kind: Kind = !subscription || !current ? 'SUBSCRIBE' : tierRank(target.tier) > tierRank(current.tier) ? 'UPGRADE' : 'DOWNGRADE';
  const charges = kind !== 'DOWNGRADE';
  const operation = kind === 'SUBSCRIBE' ? 'subscription.start' : 'subscription.changePlan';
  const plansLink = { to: '/$locale/console/plan/subscribe/$productCode', params: { locale, productCode } } as const;
  const salesLink = (
    <RouterLinkButton to="/$locale/console/contact/pricing" params={{ locale }} variant="secondary" size="sm">
      <Trans>Contact sales</Trans>
    </RouterLinkButton>
  );

  // What the console knows before asking: these never reach the server.
  const blocked = (message: ReactNode, action: ReactNode, reason: string) => (
    <InlineAlert tone="warning" role="note" action={action}>
      <span data-blocked={reason}>{message}</span>
    </InlineAlert>
  );
  if (subscription?.planCode === target.planCode) {
    return blocked(i18n._(messageFor(operation, 'PLAN_CHANGE_SAME_PLAN')), backToPlans, 'PLAN_CHANGE_SAME_PLAN');
  }
  if (target.tier === 'ENTERPRISE' || !target.purchasable) {
    return blocked(i18n._(messageFor(operation, 'ENTERPRISE_VIA_SALES')), salesLink, 'ENTERPRISE_VIA_SALES');
  }
  if (target.tier === 'FREETRIAL' && subscription) {
    return blocked(i18n._(messageFor(operation, 'DOWNGRADE_VIA_SALES')), salesLink, 'DOWNGRADE_VIA_SALES');
  }
  if (subscription?.marketplaceUrl || (subscription && subscription.channel !== 'CONSOLE')) {
    return blocked(
      i18n._(messageFor(operation, 'MARKETPLACE_PLAN')),
      subscription.marketplaceUrl ? (
        <Link href={subscription.marketplaceUrl} isExternal>
          <Trans>Open the marketplace</Trans>
        </Link>
      ) : (
        backToPlans
      ),
      'MARKETPLACE_PLAN',
    );
  }

  const onSuccess = (message: string) => {
    toaster.push({ body: message, type: 'success' });
    if (kind === 'SUBSCRIBE') {
      void navigate({ to: '/$locale/console/product/$productCode/dashboard', params: { locale, productCode } });
    } else {
      void navigate(plansLink);
    }
  };
  const onError = (error: ApiError) => setRefusal({ context: operation, error });

  // Awaited, not `mutate(…, { onSuccess })`: the mutation refreshes the subscription queries before it settles, and
  // a first subscription makes the page load the new subscription's details, which unmounts this form; callbacks
  // given to `mutate` are dropped once their component is gone, and the toast and the move to the product were lost.
  const subscribe = async () => {
    try {
      await start.mutateAsync({ planCode: target.planCode, ...(cardId ? { cardId } : {}) });
    } catch (error) {
      if (isApiError(error)) onError(error);
      return;
    }
    onSuccess(i18n._(subscribedToast));
  };

  const changePlan = async () => {
    let result: PlanChangeResponse;
    try {
      result = await change.mutateAsync({ planCode: target.planCode, agreement: true, ...(charges && cardId ? { cardId } : {}) });
    } catch (error) {
      if (isApiError(error)) onError(error);
      return;
    }
    const base = i18n._(planChangedToast);
    if (result.kind === 'UPGRADE' && result.proratedAmount) {
      const amount = formatMoney(result.proratedAmount.amount, i18n.locale, result.proratedAmount.currency);
      onSuccess(`${base} ${t`${amount} is added to this month's charge (prorated by the hour).`}`);
    } else if (result.kind === 'DOWNGRADE') {
      const when = formatDateTime(result.effectiveDate, i18n.locale, 'date', 'UTC');
      onSuccess(`${base} ${t`The new plan applies from ${when}.`}`);
    } else {
      onSuccess(base);
    }
  };

  const submit = () => {
    setSubmitted(true);
    setRefusal(null);
    if (!agreed || (charges && !cardId)) return;
    void (kind === 'SUBSCRIBE' ? subscribe() : changePlan());
  };

  const date = (value: string | null) => (value ? <DateTime value={value} timeZone="UTC" /> : t`None`);
  const price = (plan: Plan | undefined) => (plan?.monthlyPrice ? <Money amount={plan.monthlyPrice.amount} /> : t`Free`);
  const difference = (target.monthlyPrice?.amount ?? 0) - (current?.monthlyPrice?.amount ?? 0);
  const summary: DescriptionListItem[] = [
    { id: 'product', term: t`Service`, description: productName },
    ...(current ? [{ id: 'current', term: t`Current plan`, description: <span>{current.name} · {price(current)}</span> }] : []),
    { id: 'new', term: t`New plan`, description: <span data-target={target.planCode}>{target.name} · {price(target)}</span> },
    kind === 'DOWNGRADE'
      ? { id: 'effective', term: t`Effective date`, description: <span data-effective="true">{date(subscription?.nextPaymentDate ?? null)}</span> }
      : { id: 'effective', term: t`Effective date`, description: t`Immediately` },
  ];
  if (kind === 'UPGRADE') {
    summary.push({ id: 'difference', term: t`Price difference`, description: <span data-difference="true"><Trans><Money amount={difference} /> per month</Trans></span> });
  }

  const renewalDate = date(subscription?.renewalDate ?? null);
  const nextPayment = date(subscription?.nextPaymentDate ?? null);
  const currentName = current?.name ?? '';
  const explanation =
    kind === 'UPGRADE' ? (
      <Trans>
        The upgrade applies at once. For the rest of this billing month (until {renewalDate}) the
        price difference is charged pro rata by the hour, a started hour counting as a whole one; it is billed with the
        month on the next payment date, {nextPayment}.
      </Trans>
    ) : kind === 'DOWNGRADE' ? (
      <Trans>
        The downgrade is planned: you keep {currentName} until {nextPayment} and the new plan
        applies from that payment date. You can cancel the planned change from the day after this request. It is refused if
        your usage, members or rooms exceed the new plan's limits.
      </Trans>
    ) : (
      <Trans>
        The plan starts today and the service is configured in about 10 minutes. Usage is billed monthly, pro rata by the
        hour, on the 5th (UTC). The minimum subscription period is 28 days.
      </Trans>
    );

  const agreementError = submitted && !agreed ? i18n._(messageFor(operation, 'PLAN_AGREEMENT_REQUIRED')) : undefined;
  const refusalAction = (code: string | undefined): ReactNode => {
    if (code === 'PAYMENT_FAILED' || code === 'CARD_REQUIRED') {
      return (
        <RouterLinkButton to="/$locale/console/setting/payment-method" params={{ locale }} variant="secondary" size="sm">
          <Trans>Manage cards</Trans>
        </RouterLinkButton>
      );
    }
    if (code === 'DOWNGRADE_VIA_SALES' || code === 'ENTERPRISE_VIA_SALES') return salesLink;
    return undefined;
  };

  return (
    <form
      className={styles.stack}
      data-kind={kind}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!isOwner && (
        <InlineAlert tone="info" role="note">
          <Trans>Only the owner of the organisation can subscribe, change or cancel a plan.</Trans>
        </InlineAlert>
      )}
      <Card title={t`Plan change`} headingLevel={2}>
        <div className={styles.stack}>
          <DescriptionList items={summary} />
          <p className={styles.text} data-explanation={kind}>
            {explanation}
          </p>
          {subscription?.state === 'CANCEL_SCHEDULED' && (
            <InlineAlert tone="info" role="note">
              <Trans>Changing the plan withdraws the scheduled cancellation.</Trans>
            </InlineAlert>
          )}
        </div>
      </Card>
      {charges && isOwner && (
        <Card title={t`Payment card`} headingLevel={2}>
          {cards.length === 0 ? (
            <InlineAlert
              tone="warning"
              role="note"
              action={
                <RouterLinkButton to="/$locale/console/setting/payment-method" params={{ locale }} variant="secondary" size="sm">
                  <Trans>Add a card</Trans>
                </RouterLinkButton>
              }
            >
              <span data-no-cards="true">
                <Trans>Add a payment card first. The plan is charged to it.</Trans>
              </span>
            </InlineAlert>
          ) : (
            <RadioGroup
              label={t`Card to charge`}
              value={cardId ?? null}
              onChange={setCardId}
              isInvalid={submitted && !cardId}
              errorMessage={i18n._(messageFor(operation, 'CARD_REQUIRED'))}
            >
              {cards.map(({ cardId: id, name, lastDigits, expiry }) => (
                <Radio key={id} value={id} description={t`Expires ${expiry}`}>
                  {t`${name} ending in ${lastDigits}`}
                </Radio>
              ))}
            </RadioGroup>
          )}
        </Card>
      )}
      <Checkbox
        isSelected={agreed}
        onChange={setAgreed}
        isRequired
        isInvalid={agreementError !== undefined}
        errorMessage={agreementError}
        isDisabled={!isOwner}
      >
        {kind === 'DOWNGRADE' ? (
          <Trans>I agree to the plan change and to being charged the new plan's price from its effective date.</Trans>
        ) : (
          <Trans>I agree to the plan's price and to the card above being charged as described.</Trans>
        )}
      </Checkbox>
      {refusal && (
        <InlineAlert tone="error" action={refusalAction(refusal.error.errorCode)}>
          <span data-refusal={refusal.error.errorCode ?? refusal.error.kind}>{i18n._(messageForError(refusal.context, refusal.error))}</span>
        </InlineAlert>
      )}
      <div className={styles.actions}>
        <RouterLink {...plansLink}>
          <Trans>Back to the plans</Trans>
        </RouterLink>
        <Button
          type="submit"
          variant="primary"
          isPending={change.isPending || start.isPending}
          isDisabled={!isOwner || (charges && cards.length === 0)}
        >
          {kind === 'SUBSCRIBE' ? <Trans>Subscribe</Trans> : <Trans>Change plan</Trans>}
        </Button>
      </div>
    </form>
  );
}

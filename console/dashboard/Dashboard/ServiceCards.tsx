import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { CardGrid } from '@ds/CardGrid';
import { DateTime } from '@ds/DateTime';
import { LinkButton } from '@ds/LinkButton';
import { ServiceCard } from '@ds/ServiceCard';
import { tenantMessages } from '@console/api/tenantMessages';
import { RouterLinkButton } from '@console/app/links';
import { useShellDialogs, type TrialProduct } from '@console/shell';
import type { ServiceCardModel } from './serviceCards';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

const marketplaceNames = {
  AWS_MARKETPLACE: 'AWS Marketplace',
  AZURE_MARKETPLACE: 'Azure Marketplace',
} as const;

/** The services block: one card per product with its plan, its tenant state and what to do next. */
export function ServiceCards({ cards, isOwner, locale }: { cards: readonly ServiceCardModel[]; isOwner: boolean; locale: string }) {
  useCatalog();
  const { t } = useLingui();
  return (
    <CardGrid aria-label={t`Services`} minItemWidth="sm">
      {cards.map((card) => (
        <ServiceCard
          key={card.product.productCode}
          name={card.product.name}
          {...(card.product.badge ? { badge: card.product.badge } : {})}
          {...(card.planName ? { plan: card.planName } : {})}
          {...(card.tenantStatus ? { tenantStatus: card.tenantStatus } : {})}
          isUnavailable={card.kind === 'unavailable'}
          unavailableLabel={t`Not available yet`}
          description={<Description card={card} isOwner={isOwner} />}
          actions={<Actions card={card} isOwner={isOwner} locale={locale} />}
          className={styles.serviceCard}
        />
      ))}
    </CardGrid>
  );
}

/** What the state means for the user, in a sentence or two. */
function Description({ card, isOwner }: { card: ServiceCardModel; isOwner: boolean }) {
  const { i18n } = useLingui();
  const sub = card.subscription;
  const lines: React.ReactNode[] = [];
  switch (card.kind) {
    case 'unavailable':
      lines.push(<Trans key="u">This service cannot be subscribed to at the moment.</Trans>);
      break;
    case 'notSubscribed':
      lines.push(
        isOwner ? (
          card.canStartTrial ? (
            <Trans key="n">Not subscribed yet. Try it free for 14 days, or choose a plan.</Trans>
          ) : (
            <Trans key="n">Not subscribed. Choose a plan to start using it.</Trans>
          )
        ) : (
          <Trans key="n">Not subscribed. Ask the owner of your organisation to subscribe.</Trans>
        ),
      );
      break;
    case 'configuring':
      lines.push(<Trans key="c">Your service is being configured. This takes about 10 minutes.</Trans>);
      break;
    case 'failed':
      lines.push(<span key="f">{i18n._(tenantMessages.TENANT_FAILED)}</span>);
      break;
    case 'deleted':
      lines.push(<Trans key="d">All data of this service has been deleted. Subscribe again to use it.</Trans>);
      break;
    case 'ended':
      lines.push(
        sub?.state === 'EXPIRED' ? (
          <Trans key="e">The plan has expired and the service is stopped.</Trans>
        ) : (
          <Trans key="e">The subscription has ended and the service is stopped.</Trans>
        ),
      );
      if (sub?.dataDeletionDate)
        lines.push(
          <Trans key="k">
            Your data is kept until <DateTime value={sub.dataDeletionDate} timeZone="UTC" />. Subscribing again restores it.
          </Trans>,
        );
      break;
    case 'running':
      if (sub?.state === 'FREE_TRIAL' && sub.expirationDate)
        lines.push(
          <Trans key="t">
            Free trial until <DateTime value={sub.expirationDate} format="dateTime" timeZone="UTC" />.
          </Trans>,
        );
      if (sub?.state === 'CANCEL_SCHEDULED' && sub.endDate)
        lines.push(
          <Trans key="s">
            Cancelled: runs until <DateTime value={sub.endDate} timeZone="UTC" />.
          </Trans>,
        );
      if (sub?.plannedChange) {
        const plan = sub.plannedChange.planName;
        lines.push(
          <Trans key="p">
            Changes to {plan} on <DateTime value={sub.plannedChange.effectiveDate} timeZone="UTC" />.
          </Trans>,
        );
      }
      if (sub?.state === 'PAYMENT_FAILED') lines.push(<Trans key="x">The last payment failed.</Trans>);
      if (sub && sub.channel !== 'CONSOLE') {
        const marketplace = marketplaceNames[sub.channel];
        lines.push(<Trans key="m">Bought in {marketplace}: the plan is changed there.</Trans>);
      }
      if (lines.length === 0) lines.push(<Trans key="r">Running normally.</Trans>);
      break;
  }
  return (
    <span className={styles.serviceDescription} data-card-kind={card.kind}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </span>
  );
}

/** The action that fits the state; the owner's only where it changes a subscription. */
function Actions({ card, isOwner, locale }: { card: ServiceCardModel; isOwner: boolean; locale: string }) {
  const dialogs = useShellDialogs();
  const productCode = card.product.productCode;
  const sub = card.subscription;
  const subscribe = (label: React.ReactNode, variant: 'primary' | 'secondary') => (
    <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode }} variant={variant} size="sm">
      {label}
    </RouterLinkButton>
  );
  switch (card.kind) {
    case 'unavailable':
    case 'configuring':
      return null;
    case 'running':
      return (
        <>
          <RouterLinkButton
            to="/$locale/console/redirect-to-product/$productCode"
            params={{ locale, productCode }}
            variant="primary"
            size="sm"
          >
            <Trans>Open</Trans>
          </RouterLinkButton>
          {isOwner && sub?.state === 'FREE_TRIAL' && subscribe(<Trans>Choose a plan</Trans>, 'secondary')}
          {isOwner && sub?.marketplaceUrl && (
            <LinkButton href={sub.marketplaceUrl} isExternal variant="secondary" size="sm">
              <Trans>Manage in the marketplace</Trans>
            </LinkButton>
          )}
        </>
      );
    case 'failed':
      return (
        <RouterLinkButton to="/$locale/console/contact-us" params={{ locale }} variant="secondary" size="sm">
          <Trans>Contact support</Trans>
        </RouterLinkButton>
      );
    case 'deleted':
      return isOwner ? subscribe(<Trans>Subscribe again</Trans>, 'primary') : null;
    case 'ended':
      return isOwner ? subscribe(<Trans>Subscribe</Trans>, 'primary') : null;
    case 'notSubscribed':
      if (!isOwner) return null;
      return (
        <>
          {card.canStartTrial && (
            <Button variant="primary" size="sm" onPress={() => dialogs.startFreeTrial(productCode as TrialProduct)}>
              <Trans>Try it free</Trans>
            </Button>
          )}
          {subscribe(<Trans>Subscribe</Trans>, card.canStartTrial ? 'secondary' : 'primary')}
        </>
      );
  }
}

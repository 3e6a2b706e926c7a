import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '@ds/Banner';
import { DateTime } from '@ds/DateTime';
import { Money } from '@ds/Money';
import { RouterLinkButton } from '@console/app/links';
import type { AccountAlert } from './accountAlerts';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

/**
 * The account's alerts as banners above the page, each with the one action that resolves it: payment management
 * for a failed payment, the plans for an expired plan or a trial ending (the owner's; members are told to ask).
 * `note`, not `alert`: they are the page's state on arrival, not news to interrupt a screen reader with.
 */
export function AccountAlerts({ alerts, isOwner, locale }: { alerts: readonly AccountAlert[]; isOwner: boolean; locale: string }) {
  useCatalog();
  return (
    <div className={styles.alerts}>
      {alerts.map((alert) => (
        <AlertBanner key={alert.id} alert={alert} isOwner={isOwner} locale={locale} />
      ))}
    </div>
  );
}

function AlertBanner({ alert, isOwner, locale }: { alert: AccountAlert; isOwner: boolean; locale: string }) {
  const { t } = useLingui();
  const product = alert.product;
  switch (alert.kind) {
    case 'paymentFailed': {
      const { payment, inGrace } = alert;
      return (
        <div data-account-alert={alert.kind}>
          <Banner
            tone={inGrace ? 'warning' : 'error'}
            role="note"
            title={inGrace ? t`The ${product} payment failed` : t`The ${product} subscription was cancelled`}
            action={
              <RouterLinkButton to="/$locale/console/payment" params={{ locale }} search={{ page: 0 }} variant="primary" size="sm">
                {inGrace ? <Trans>Fix the payment</Trans> : <Trans>Pay now</Trans>}
              </RouterLinkButton>
            }
          >
            <span data-failed-payment={inGrace ? 'grace' : 'ended'}>
              {inGrace ? (
                <Trans>
                  <Money amount={payment.amount.amount} currency={payment.amount.currency} /> could not be charged. We retry once a day until{' '}
                  <DateTime value={payment.graceEndDate} format="dateTime" timeZone="UTC" />; after that the subscription is cancelled. Pay
                  with another card in payment management to keep it.
                </Trans>
              ) : (
                <Trans>
                  <Money amount={payment.amount.amount} currency={payment.amount.currency} /> could not be charged within the grace period, so
                  the subscription was cancelled. The amount is still owed.
                </Trans>
              )}
            </span>
          </Banner>
        </div>
      );
    }
    case 'planExpired':
      return (
        <div data-account-alert={alert.kind}>
          <Banner
            tone="warning"
            role="note"
            title={t`The ${product} plan has expired`}
            action={isOwner ? <PlansLink locale={locale} productCode={alert.productCode} /> : undefined}
          >
            {isOwner ? (
              <Trans>The service is stopped. Choose a plan to start it again with your data.</Trans>
            ) : (
              <Trans>The service is stopped. Ask the owner of your organisation to choose a plan.</Trans>
            )}
          </Banner>
        </div>
      );
    case 'trialEnding':
      return (
        <div data-account-alert={alert.kind}>
          <Banner
            tone="info"
            role="note"
            title={
              <Trans>
                The {product} free trial ends on <DateTime value={alert.endsAt} format="dateTime" timeZone="UTC" />
              </Trans>
            }
            action={isOwner ? <PlansLink locale={locale} productCode={alert.productCode} /> : undefined}
          >
            {isOwner ? (
              <Trans>Choose a plan to keep the service running after the trial.</Trans>
            ) : (
              <Trans>To keep the service running after the trial, ask the owner of your organisation to choose a plan.</Trans>
            )}
          </Banner>
        </div>
      );
  }
}

function PlansLink({ locale, productCode }: { locale: string; productCode: string }) {
  return (
    <RouterLinkButton to="/$locale/console/plan/subscribe/$productCode" params={{ locale, productCode }} variant="primary" size="sm">
      <Trans>Choose a plan</Trans>
    </RouterLinkButton>
  );
}

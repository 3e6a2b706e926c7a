import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { tenantMessages } from '@console/api/tenantMessages';
import { RouterLinkButton } from '@console/app/links';
import type { Locale } from '@console/i18n/locales';
import type { DashboardProduct } from './productLinks';
import type { TenantDialogKind } from './tenantState';
import styles from './ProductDashboardPage.module.scss';
import { useCatalog } from '../catalog';

export interface TenantStateDialogProps {
  locale: Locale;
  productCode: DashboardProduct;
  /** The product's brand name (the same in every language). */
  productName: string;
  /** The state to explain; null keeps the dialog closed. */
  kind: TenantDialogKind | null;
  /** Whether the caller may subscribe (the owner): the plan actions are offered to the owner only. */
  isOwner: boolean;
  /** The dialog was closed without following one of its links. */
  onClose: () => void;
}

/**
 * Why a product cannot be opened right now (spec sections 4 and 8), for the product link (redirect) and the
 * product dashboard alike: being configured (about 10 minutes), subscription ended, configuration failed
 * (contact support), data deleted (subscribe again), plan expired (cannot be edited).
 */
export function TenantStateDialog({ locale, productCode, productName, kind, isOwner, onClose }: TenantStateDialogProps) {
  useCatalog();
  const { t, i18n } = useLingui();

  const planLink = (label: string) => (
    <RouterLinkButton
      to="/$locale/console/plan/subscribe/$productCode"
      params={{ locale, productCode }}
      variant="primary"
      data-action="plans"
    >
      {label}
    </RouterLinkButton>
  );

  const content: Record<TenantDialogKind, { title: string; body: string; action?: ReactNode }> = {
    configuring: {
      title: t`${productName} is being configured`,
      body: i18n._(tenantMessages.TENANT_CONFIGURING),
    },
    ended: {
      title: t`The ${productName} subscription has ended`,
      body: t`The subscription has ended, so the service is stopped. Your data is kept for a limited time; subscribe to a plan to use the service again.`,
      ...(isOwner ? { action: planLink(t`View plans`) } : {}),
    },
    expired: {
      title: t`The ${productName} plan has expired`,
      body: i18n._(tenantMessages.PLAN_EXPIRED_EDIT),
      ...(isOwner ? { action: planLink(t`View plans`) } : {}),
    },
    failed: {
      title: t`${productName} could not be configured`,
      body: i18n._(tenantMessages.TENANT_FAILED),
      action: (
        <RouterLinkButton to="/$locale/console/contact-us" params={{ locale }} variant="primary" data-action="support">
          {t`Contact support`}
        </RouterLinkButton>
      ),
    },
    deleted: {
      title: t`The ${productName} data has been deleted`,
      body: t`All data of this service has been deleted and cannot be restored. Subscribe again to use the service.`,
      ...(isOwner ? { action: planLink(t`Subscribe again`) } : {}),
    },
  };
  const shown = kind ? content[kind] : null;
  const memberNote = kind && !isOwner && kind !== 'configuring' && kind !== 'failed';

  return (
    <Dialog
      title={shown?.title ?? ''}
      isOpen={kind !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      role="alertdialog"
      footer={(close) => (
        <>
          <Button variant={shown?.action ? 'secondary' : 'primary'} onPress={close} data-action="close-state">
            {shown?.action ? <Trans>Close</Trans> : <Trans>OK</Trans>}
          </Button>
          {shown?.action}
        </>
      )}
    >
      <p data-tenant-state={kind ?? undefined} className={styles.text}>
        {shown?.body}
        {memberNote && (
          <>
            {' '}
            <Trans>Only the owner of your organisation can subscribe.</Trans>
          </>
        )}
      </p>
    </Dialog>
  );
}

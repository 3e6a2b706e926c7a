import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@ds/AlertDialog';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { subscriptionStartMutationOptions } from '@console/api/queries/subscription';
import type { PlanCode } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import type { Locale } from '@console/i18n/locales';
import { productByCode } from '../shared/products';
import type { NoPermissionReason, TrialProduct } from './ShellDialogs';
import { useCatalog } from './catalog';

const freeTrialPlans: Record<TrialProduct, PlanCode> = {
  netfunnel: 'NF_FREETRIAL',
  botmanager: 'BM_FREETRIAL',
  mbuster: 'MB_FREETRIAL',
};

export interface ShellDialogViewsProps {
  locale: Locale;
  noPermission: NoPermissionReason | null;
  onNoPermissionClose: () => void;
  trialProduct: TrialProduct | null;
  onTrialClose: () => void;
}

/** The no-permission and start-free-trial dialogs (loaded the first time one opens). */
export function ShellDialogViews({ locale, noPermission, onNoPermissionClose, trialProduct, onTrialClose }: ShellDialogViewsProps) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const navigate = useNavigate();
  const startSubscription = useMutation(subscriptionStartMutationOptions(services));
  const productName = trialProduct ? (productByCode(trialProduct)?.name ?? trialProduct) : '';

  const confirmTrial = async () => {
    if (!trialProduct) return;
    const response = await startSubscription.mutateAsync({ planCode: freeTrialPlans[trialProduct] });
    toaster.push({ type: 'success', body: t`Your free trial has started.` });
    onTrialClose();
    await navigate({
      to: '/$locale/console/product/$productCode/dashboard',
      params: { locale, productCode: response.productCode },
    });
  };

  return (
    <>
      <Dialog
        title={noPermission === 'restricted' ? t`Your account is restricted` : t`You do not have permission`}
        isOpen={noPermission !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) onNoPermissionClose();
        }}
        role="alertdialog"
        footer={(close) => (
          <Button onPress={close}>
            <Trans>OK</Trans>
          </Button>
        )}
      >
        {noPermission === 'restricted' ? (
          <Trans>Your account is restricted. Contact the owner of your organisation.</Trans>
        ) : (
          <Trans>You do not have permission to open this page. Contact the owner of your organisation.</Trans>
        )}
      </Dialog>
      <AlertDialog
        title={t`Start the ${productName} free trial?`}
        confirmLabel={t`Start free trial`}
        isOpen={trialProduct !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            startSubscription.reset();
            onTrialClose();
          }
        }}
        onConfirm={confirmTrial}
      >
        <Trans>The free trial starts now. You can choose a paid plan at any time from the plan page.</Trans>
        {startSubscription.isError && (
          <span role="alert">
            {' '}
            <Trans>The free trial could not be started. Please try again.</Trans>
          </span>
        )}
      </AlertDialog>
    </>
  );
}

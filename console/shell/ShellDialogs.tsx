import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@ds/AlertDialog';
import { Button } from '@ds/Button';
import { Dialog } from '@ds/Dialog';
import { subscriptionStartMutationOptions } from '@console/api/queries/subscription';
import type { PlanCode, ProductCode } from '@console/api/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import type { Locale } from '@console/i18n/locales';
import { productByCode } from './products';

export interface ShellDialogs {
  /** A member reached an owner-only area (spec section 6): "no permission, contact the owner". */
  showNoPermission: (reason?: 'member' | 'restricted') => void;
  /** Asks to start the product's free trial; on success goes to the product dashboard (spec section 4). */
  startFreeTrial: (productCode: Exclude<ProductCode, 'wave'>) => void;
}

const ShellDialogsContext = createContext<ShellDialogs | null>(null);

/** The shell's two dialogs, opened from any page (`useShellDialogs()`). */
export function useShellDialogs(): ShellDialogs {
  const dialogs = useContext(ShellDialogsContext);
  if (!dialogs) throw new Error('useShellDialogs() needs the console shell above it');
  return dialogs;
}

const freeTrialPlans: Record<Exclude<ProductCode, 'wave'>, PlanCode> = {
  netfunnel: 'NF_FREETRIAL',
  botmanager: 'BM_FREETRIAL',
  mbuster: 'MB_FREETRIAL',
};

export function ShellDialogsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [noPermission, setNoPermission] = useState<'member' | 'restricted' | null>(null);
  const [trialProduct, setTrialProduct] = useState<Exclude<ProductCode, 'wave'> | null>(null);
  const startSubscription = useMutation(subscriptionStartMutationOptions(services));

  const dialogs = useMemo<ShellDialogs>(
    () => ({
      showNoPermission: (reason = 'member') => setNoPermission(reason),
      startFreeTrial: (productCode) => {
        startSubscription.reset();
        setTrialProduct(productCode);
      },
    }),
    [startSubscription],
  );
  const productName = trialProduct ? (productByCode(trialProduct)?.name ?? trialProduct) : '';

  const confirmTrial = async () => {
    if (!trialProduct) return;
    const response = await startSubscription.mutateAsync({ planCode: freeTrialPlans[trialProduct] });
    toaster.push({ type: 'success', body: t`Your free trial has started.` });
    setTrialProduct(null);
    await navigate({
      to: '/$locale/console/product/$productCode/dashboard',
      params: { locale, productCode: response.productCode },
    });
  };

  return (
    <ShellDialogsContext.Provider value={dialogs}>
      {children}
      <Dialog
        title={noPermission === 'restricted' ? t`Your account is restricted` : t`You do not have permission`}
        isOpen={noPermission !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setNoPermission(null);
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
          if (!isOpen) setTrialProduct(null);
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
    </ShellDialogsContext.Provider>
  );
}

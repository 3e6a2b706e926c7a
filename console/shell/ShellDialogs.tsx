import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ProductCode } from '@contract/schemas/common';
import type { Locale } from '@console/i18n/locales';

export type NoPermissionReason = 'member' | 'restricted';
export type TrialProduct = Exclude<ProductCode, 'wave'>;

export interface ShellDialogs {
  /** A member reached an owner-only area (spec section 6): "no permission, contact the owner". */
  showNoPermission: (reason?: NoPermissionReason) => void;
  /** Asks to start the product's free trial; on success goes to the product dashboard (spec section 4). */
  startFreeTrial: (productCode: TrialProduct) => void;
}

const ShellDialogsContext = createContext<ShellDialogs | null>(null);

/** The shell's two dialogs, opened from any page (`useShellDialogs()`). */
export function useShellDialogs(): ShellDialogs {
  const dialogs = useContext(ShellDialogsContext);
  if (!dialogs) throw new Error('useShellDialogs() needs the console shell above it');
  return dialogs;
}

// The dialogs (and the subscription call) load the first time one opens, not with every console page.
const ShellDialogViews = lazy(() => import('./ShellDialogViews').then((module) => ({ default: module.ShellDialogViews })));

export function ShellDialogsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [noPermission, setNoPermission] = useState<NoPermissionReason | null>(null);
  const [trialProduct, setTrialProduct] = useState<TrialProduct | null>(null);
  const [used, setUsed] = useState(false);
  const dialogs = useMemo<ShellDialogs>(
    () => ({
      showNoPermission: (reason = 'member') => {
        setUsed(true);
        setNoPermission(reason);
      },
      startFreeTrial: (productCode) => {
        setUsed(true);
        setTrialProduct(productCode);
      },
    }),
    [],
  );
  return (
    <ShellDialogsContext.Provider value={dialogs}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ShellDialogViews
            locale={locale}
            noPermission={noPermission}
            onNoPermissionClose={() => setNoPermission(null)}
            trialProduct={trialProduct}
            onTrialClose={() => setTrialProduct(null)}
          />
        </Suspense>
      )}
    </ShellDialogsContext.Provider>
  );
}

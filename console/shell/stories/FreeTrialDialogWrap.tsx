import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { ShellDialogsProvider, useShellDialogs } from '../ShellDialogs';

/**
 * Story harness: the shell's dialogs with the start-free-trial dialog open for NetFUNNEL, as a product card
 * opens it (the cards come with the dashboard's product block). Rendered inside the router, around the routes.
 */
export function FreeTrialDialogWrap({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <ShellDialogsProvider locale={isLocale(i18n.locale) ? i18n.locale : defaultLocale}>
      <OpenTrial />
      {children}
    </ShellDialogsProvider>
  );
}

function OpenTrial() {
  const { startFreeTrial } = useShellDialogs();
  useEffect(() => startFreeTrial('netfunnel'), [startFreeTrial]);
  return null;
}

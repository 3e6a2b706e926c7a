import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Card } from '@ds/Card';
import { Switch } from '@ds/Switch';
import { autoLogoutMutationOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import styles from './SecurityPage.module.scss';
import { useCatalog } from '../catalog';

export const autoLogoutOnToast = msg`Auto logout is on.`;
export const autoLogoutOffToast = msg`Auto logout is off.`;
export const autoLogoutFailedToast = msg`Failed to change auto logout. Please try again later.`;

/**
 * Auto logout (spec sections 3 and 9): signed out after 60 minutes without activity. Saved as soon as it is
 * switched, with a toast; the shell's idle timer follows the saved setting.
 */
export function AutoLogoutSection({ enabled }: { enabled: boolean }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const save = useMutation(autoLogoutMutationOptions(services));
  // While the call runs the switch shows the choice; a failure puts it back.
  const shown = save.isPending ? save.variables.enabled : enabled;

  return (
    <Card title={t`Auto logout`} headingLevel={2}>
      <div data-section="auto-logout" data-enabled={enabled}>
        <Switch
          labelPosition="start"
          name="autoLogout"
          isSelected={shown}
          isDisabled={save.isPending}
          onChange={(next) =>
            save.mutate(
              { enabled: next },
              {
                onSuccess: (data) => toaster.push({ type: 'success', body: data.autoLogoutEnabled ? autoLogoutOnToast : autoLogoutOffToast }),
                onError: () => toaster.push({ type: 'error', body: autoLogoutFailedToast }),
              },
            )
          }
          description={<span className={styles.text}>{t`Signs you out after 60 minutes without activity.`}</span>}
        >
          <Trans>Sign out automatically</Trans>
        </Switch>
      </div>
    </Card>
  );
}

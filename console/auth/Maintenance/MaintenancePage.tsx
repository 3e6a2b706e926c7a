import { Trans } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import { Stack } from '@ds/Stack';
import styles from '@console/auth/AuthForm/AuthForm.module.scss';
import iconStyles from '@console/auth/AuthMail/AuthMailPage.module.scss';
import { useCatalog } from '../catalog';

export interface MaintenancePageProps {
  /** Reloads the console (the default reloads the page). */
  onRetry?: () => void;
}

/** The console is down for planned work (spec section 2, maintenance). Nothing here needs the API. */
export function MaintenancePage({ onRetry = () => window.location.reload() }: MaintenancePageProps) {
  useCatalog();
  return (
    <CenteredCardLayout aria-labelledby="maintenance-title">
      <Stack gap={5}>
        <span className={iconStyles.icon} data-tone="warning">
          <Icon name="clock" size={24} />
        </span>
        <Stack gap={2}>
          <h1 id="maintenance-title" className={styles.title}>
            <Trans>Under maintenance</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>The console is being updated to serve you better. Your products keep running; only the console is unavailable for now.</Trans>
          </p>
          <p className={styles.lead}>
            <Trans>Please try again in a little while. Thank you for your patience.</Trans>
          </p>
        </Stack>
        <Button variant="secondary" size="lg" fullWidth onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </CenteredCardLayout>
  );
}

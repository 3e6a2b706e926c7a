import { Trans } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import { useCatalog } from '../catalog';

export interface MaintenancePageProps {
  /** Reloads the console (the default reloads the page). */
  onRetry?: () => void;
}

/** The console is down for planned work (spec section 2, maintenance). Nothing here needs the API. */
export function MaintenancePage({ onRetry = () => window.location.reload() }: MaintenancePageProps) {
  useCatalog();
  return (
    <CenteredCardLayout
      icon={<Icon name="clock" size={24} />}
      iconTone="warning"
      titleId="maintenance-title"
      title={<Trans>Under maintenance</Trans>}
      lead={
        <>
          <p>
            <Trans>The console is being updated to serve you better. Your products keep running; only the console is unavailable for now.</Trans>
          </p>
          <p>
            <Trans>Please try again in a little while. Thank you for your patience.</Trans>
          </p>
        </>
      }
    >
      <Button variant="secondary" size="lg" fullWidth onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </CenteredCardLayout>
  );
}

import { Trans } from '@lingui/react/macro';
import { Banner } from '@ds/Banner';

/** Red caution strip for the provider's staff in production (spec section 2). */
export function EnvironmentBanner() {
  return (
    <Banner tone="environment">
      <Trans>Caution: this is the production console. Changes affect real customers.</Trans>
    </Banner>
  );
}

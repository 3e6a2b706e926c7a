import { Trans } from '@lingui/react/macro';
import { Banner } from '@ds/Banner';
import { useCatalog } from './catalog';

/** Red caution strip for the provider's staff in production (spec section 2). */
export function EnvironmentBanner() {
  useCatalog();
  return (
    <Banner tone="environment">
      <Trans>Caution: this is the production console. Changes affect real customers.</Trans>
    </Banner>
  );
}

import { useEffect, useState } from 'react';
import { endpoints } from '@contract/endpoints';
import type { TwoFactorChallenge } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { TwoFactorPage } from './TwoFactorPage';

/** Story harness: signs the seeded owner in through the mock API, then shows the code page with a short countdown. */
export function ResendHarness() {
  const services = useServices();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the mock world's seeded credentials, not text
    const credentials = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };
    void services.api.send(endpoints.auth.signIn, { json: credentials }).then((answer) => {
      if (answer.outcome === 'two-factor-required') setChallenge(answer.challenge);
    });
  }, [services]);
  if (!challenge) return null;
  return <TwoFactorPage challenge={challenge} resendWaitSeconds={1} onVerified={() => undefined} />;
}

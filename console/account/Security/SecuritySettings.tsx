import type { SecurityResponse } from '@contract/schemas';
import { AutoLogoutSection } from './AutoLogoutSection';
import { IpWhitelistSection } from './IpWhitelistSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * The settings part of the security tab, shown once the settings have loaded: two-step verification, auto logout and
 * the IP whitelist. Its code (switches, radio group, tag group) loads alongside the settings (settingsCode.ts).
 */
export function SecuritySettings({ settings, email }: { settings: SecurityResponse; email: string }) {
  return (
    <>
      <TwoFactorSection enabled={settings.twoFactorEnabled} email={email} />
      <AutoLogoutSection enabled={settings.autoLogoutEnabled} />
      <IpWhitelistSection saved={settings.ipWhitelist} currentIp={settings.currentIp} />
    </>
  );
}

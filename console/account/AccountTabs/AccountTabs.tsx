import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { TabNav } from '@ds/TabNav';
import { useCatalog } from '../catalog';

/** The account area's tabs (spec section 2, "Account management tabs"), keyed by the route each opens. */
export type AccountTab = 'info' | 'contract' | 'security' | 'log';

export interface AccountTabsProps {
  /** The tab of the current route; the contract detail belongs to `contract`. */
  current: AccountTab;
}

/**
 * Account info, contracts, security and activity log as the account area's navigation: each is its own route (so
 * it has an address, survives a reload and works with the back button), so the tabs are links (`TabNav`), the
 * current one from the route. Pages pass it to `PageLayout`'s `tabs`, which sets it at one place on every tab.
 */
export function AccountTabs({ current }: AccountTabsProps) {
  useCatalog();
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  const base = `/${locale ?? 'ko'}/console/account`;
  return (
    <TabNav
      aria-label={t`Account management`}
      currentId={current}
      items={[
        { id: 'info', label: t`Account info`, href: base },
        { id: 'contract', label: t`Contracts`, href: `${base}/contract` },
        { id: 'security', label: t`Security`, href: `${base}/security` },
        { id: 'log', label: t`Activity log`, href: `${base}/log` },
      ]}
    />
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { TabNav } from '@ds/TabNav';
import styles from './AccountTabs.module.scss';
import { useCatalog } from '../catalog';

/** The account area's tabs (spec section 2, "Account management tabs"), keyed by the route each opens. */
export type AccountTab = 'info' | 'contract' | 'security' | 'log';

export interface AccountTabsProps {
  /** The tab of the current route; the contract detail belongs to `contract`. */
  current: AccountTab;
  /** The current route's page, rendered as the selected tab's panel. */
  children: ReactNode;
}

/**
 * Account info, contracts, security and activity log as the account area's navigation: each is its own route (so
 * it has an address, survives a reload and works with the back button), so the tabs are links (`TabNav`), the
 * current one from the route; its page renders under them.
 */
export function AccountTabs({ current, children }: AccountTabsProps) {
  useCatalog();
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  const base = `/${locale ?? 'ko'}/console/account`;
  return (
    <div className={styles.area}>
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
      <div className={styles.page}>{children}</div>
    </div>
  );
}

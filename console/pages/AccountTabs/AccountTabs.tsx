import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs } from '@ds/Tabs';
import { useCatalog } from './catalog';

/** The account area's tabs (spec section 2, "Account management tabs"), keyed by the route each opens. */
export type AccountTab = 'info' | 'contract' | 'security' | 'log';

export interface AccountTabsProps {
  /** The tab of the current route; the contract detail belongs to `contract`. */
  current: AccountTab;
  /** The current route's page, rendered as the selected tab's panel. */
  children: ReactNode;
}

/**
 * Account info, contracts, security and activity log as tabs that are links: each tab is its own route (so
 * it has an address, survives a reload and works with the back button); the selected one comes from the
 * route and its page renders as the one panel.
 */
export function AccountTabs({ current, children }: AccountTabsProps) {
  useCatalog();
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  const base = `/${locale ?? 'ko'}/console/account`;
  return (
    <Tabs selectedKey={current}>
      <TabList aria-label={t`Account management`}>
        <Tab id="info" href={base}>
          {t`Account info`}
        </Tab>
        <Tab id="contract" href={`${base}/contract`}>
          {t`Contracts`}
        </Tab>
        <Tab id="security" href={`${base}/security`}>
          {t`Security`}
        </Tab>
        <Tab id="log" href={`${base}/log`}>
          {t`Activity log`}
        </Tab>
      </TabList>
      <TabPanel id={current}>{children}</TabPanel>
    </Tabs>
  );
}

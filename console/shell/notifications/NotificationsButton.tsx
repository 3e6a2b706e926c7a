import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { DialogTrigger } from '@ds/Dialog';
import { Drawer } from '@ds/Drawer';
import { Icon } from '@ds/Icon';
import { Popover } from '@ds/Popover';
import { Spinner } from '@ds/Spinner';
import { Tooltip } from '@ds/Tooltip';
import { useDeviceKind } from '@ds/useDeviceClass';
import { notificationsQueryOptions } from '@console/api/queries/notifications';
import { useServices } from '@console/app/ServicesContext';
import styles from './Notifications.module.scss';
import { useCatalog } from '../catalog';

// The list is opened now and then: its code loads on the first open, not with every console page.
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);

/**
 * The top bar's notifications button (spec sections 1 and 4): the unread count on the icon and in its name,
 * a tooltip, and the list in a popover, or in a drawer on phones. The expanded notification (the spec's
 * `notification` state) lives here, so it survives closing and reopening the list while the shell is open.
 */
export function NotificationsButton() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const deviceKind = useDeviceKind();
  const notifications = useQuery(notificationsQueryOptions(services));
  const [isOpen, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const unread = notifications.data?.filter((notification) => !notification.read).length ?? 0;
  const unreadText = i18n.number(unread);
  const name = unread > 0 ? t`Notifications: ${unreadText} unread` : t`Notifications`;
  const title = t`Notifications`;

  const isMobile = deviceKind === 'mobile';
  const panel = (
    <Suspense
      fallback={
        <div className={styles.panel}>
          <Spinner aria-label={t`Loading notifications…`} />
        </div>
      }
    >
      <NotificationsPanel expandedId={expandedId} onExpandedChange={setExpandedId} headingLevel={isMobile ? 3 : 4} />
    </Suspense>
  );

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <span className={styles.trigger} data-notifications-state={notifications.status}>
        <Tooltip content={title}>
          <Button variant="tertiary" icon={<Icon name="inbox" />} aria-label={name} />
        </Tooltip>
        {unread > 0 && (
          // The count is part of the button's name; the badge only shows it.
          <span className={styles.count} aria-hidden="true">
            <Badge tone="danger" size="sm" count={unread} />
          </span>
        )}
      </span>
      {isMobile ? (
        <Drawer title={title} placement="end" width="narrow">
          {panel}
        </Drawer>
      ) : (
        <Popover title={title} placement="bottom end">
          {panel}
        </Popover>
      )}
    </DialogTrigger>
  );
}

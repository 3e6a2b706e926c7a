import type { Key } from 'react-aria-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Accordion, Disclosure } from '@ds/Disclosure';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { formatDateTime } from '@ds/DateTime';
import { notificationReadMutationOptions, notificationsQueryOptions } from '@console/api/queries/notifications';
import type { Notification } from '@contract/schemas/notifications';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '../../shared/products';
import { isExpandable, nextExpanded } from './notificationRules';
import styles from './Notifications.module.scss';
import { useCatalog } from '../catalog';

export interface NotificationsPanelProps {
  /** The open notification (spec section 3, client state `notification`), or none. */
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
  /** Level of the rows' headings, one under the overlay's title (h3 in the popover, h2 in the drawer). */
  headingLevel: 3 | 4;
}

/**
 * The notifications list (spec section 4): newest first; BILLING and NOTICE open in place (one at a time,
 * choosing the open one closes it) and are marked read when opened; COMMON, PRD and PRJ never open. Loading,
 * a failed call with retry, and an empty list are states of the panel.
 */
export function NotificationsPanel({ expandedId, onExpandedChange, headingLevel }: NotificationsPanelProps) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const notifications = useQuery(notificationsQueryOptions(services));
  const markRead = useMutation(notificationReadMutationOptions(services));

  if (notifications.isPending) {
    return (
      <div className={styles.panel}>
        <PageLoading label={t`Loading notifications…`} blocks={3} />
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <div className={styles.panel}>
        <PageError error={notifications.error} onRetry={() => void notifications.refetch()} />
      </div>
    );
  }
  const items = notifications.data;
  if (items.length === 0) {
    return (
      <div className={styles.panel}>
        <EmptyState
          title={<Trans>No notifications</Trans>}
          headingLevel={headingLevel} illustration={<Icon name="inbox" size={24} />}
          size="sm"
        >
          <Trans>News about your plans, payments and the console will show here.</Trans>
        </EmptyState>
      </div>
    );
  }

  const onChange = (keys: Set<Key>) => {
    // React Aria reports the open rows; translate that back into "which one was chosen".
    const opened = [...keys].map(String).find((key) => key !== expandedId);
    const chosen = items.find((item) => item.id === (opened ?? expandedId));
    if (!chosen) return onExpandedChange(null);
    const next = nextExpanded(expandedId, chosen);
    onExpandedChange(next);
    if (next !== null && !chosen.read && !markRead.isPending) markRead.mutate({ notificationId: chosen.id });
  };

  const open = expandedId !== null && items.some((item) => item.id === expandedId) ? [expandedId] : [];
  return (
    <div className={styles.panel} data-overflow="allowed">
      <Accordion expandedKeys={open} onExpandedChange={onChange}>
        {items.map((item) => (
          <NotificationRow key={item.id} notification={item} headingLevel={headingLevel} />
        ))}
      </Accordion>
    </div>
  );
}

function NotificationRow({ notification, headingLevel }: { notification: Notification; headingLevel: 3 | 4 }) {
  useCatalog();
  const { i18n } = useLingui();
  const date = formatDateTime(notification.createdDate, i18n.locale, 'date');
  const product = notification.productCode ? productByCode(notification.productCode)?.name : undefined;
  const meta = (
    <span className={styles.meta}>
      {!notification.read && (
        <Badge tone="accent" size="sm">
          <Trans>Unread</Trans>
        </Badge>
      )}
      <time dateTime={notification.createdDate}>{date}</time>
    </span>
  );
  if (!isExpandable(notification.type)) {
    return <Disclosure id={notification.id} title={notification.title} meta={meta} isExpandable={false} headingLevel={headingLevel} />;
  }
  return (
    <Disclosure id={notification.id} title={notification.title} meta={meta} headingLevel={headingLevel}>
      <p className={styles.body}>{notification.body}</p>
      {product && <p className={styles.product}>{product}</p>}
    </Disclosure>
  );
}

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ButtonContext } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { Icon } from '@ds/Icon';
import { Tooltip } from '@ds/Tooltip';
import { formatCount } from '@ds/i18n/formatters';
import { notificationsQueryOptions } from '@console/api/queries/notifications';
import { useServices } from '@console/app/ServicesContext';
import styles from './Notifications.module.scss';
import { useCatalog } from '../catalog';

// The list is opened now and then: the overlay (react-aria's popover, drawer and dialog code, and the list)
// loads on the first open, or a moment before it when the pointer or focus reaches the button; the browser
// keeps the module, so calling this again costs nothing.
const loadOverlay = () => import('./NotificationsOverlay');
const NotificationsOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.NotificationsOverlay })));

/**
 * The top bar's notifications button (spec sections 1 and 4): the unread count on the icon and in its name,
 * a tooltip, and the list in a popover, or in a drawer on phones. The expanded notification (the spec's
 * `notification` state) lives here, so it survives closing and reopening the list while the shell is open.
 */
export function NotificationsButton() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const notifications = useQuery(notificationsQueryOptions(services));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const overlayId = useId();
  const [isOpen, setOpen] = useState(false);
  // The overlay stays mounted after the first open, so it can play its closing transition.
  const [hasOpened, setHasOpened] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const unread = notifications.data?.filter((notification) => !notification.read).length ?? 0;
  const unreadText = formatCount(unread, i18n.locale);
  const name = unread > 0 ? t`Notifications: ${unreadText} unread` : t`Notifications`;
  const title = t`Notifications`;

  const toggle = () => {
    setHasOpened(true);
    setOpen((open) => !open);
  };
  const preload = () => void loadOverlay();

  return (
    <>
      <span className={styles.trigger} data-notifications-state={notifications.status}>
        <Tooltip content={title}>
          {/* Pressed look while the list is open, as a DialogTrigger gives its button. */}
          <ButtonContext.Provider value={{ isPressed: isOpen }}>
            <Button
              ref={triggerRef}
              variant="tertiary"
              icon={<Icon name="inbox" />}
              aria-label={name}
              aria-haspopup="dialog"
              aria-expanded={isOpen}
              aria-controls={isOpen ? overlayId : undefined}
              onPress={toggle}
              onPointerEnter={preload}
              onFocus={preload}
            />
          </ButtonContext.Provider>
        </Tooltip>
        {unread > 0 && (
          // The count is part of the button's name; the badge only shows it.
          <span className={styles.count} aria-hidden="true">
            <Badge tone="danger" size="sm" count={unread} />
          </span>
        )}
      </span>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationsOverlay
            id={overlayId}
            title={title}
            isOpen={isOpen}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            expandedId={expandedId}
            onExpandedChange={setExpandedId}
          />
        </Suspense>
      )}
    </>
  );
}

import type { RefObject } from 'react';
import { DialogContext } from 'react-aria-components';
import { Drawer } from '@ds/Drawer';
import { Popover } from '@ds/Popover';
import { useDeviceKind } from '@ds/useDeviceClass';
import { NotificationsPanel } from './NotificationsPanel';

export interface NotificationsOverlayProps {
  /** The dialog's id (the trigger's `aria-controls`). */
  id: string;
  /** The dialog's visible title and name ("Notifications", translated by the caller). */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The notifications button: the popover's anchor. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The open notification, kept by the button so it survives closing and reopening the list. */
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
}

/**
 * The notifications list as an overlay: a popover under the button, or a drawer from the end edge on
 * phones. Its own module, loaded on the first open (or when the pointer or focus reaches the button), so
 * react-aria's overlay code is not part of the console's first load.
 */
export function NotificationsOverlay(props: NotificationsOverlayProps) {
  const { id, title, isOpen, onOpenChange, triggerRef, expandedId, onExpandedChange } = props;
  const isMobile = useDeviceKind() === 'mobile';
  const panel = (
    // The id below is for this overlay's dialog only, not for a dialog the list might open.
    <DialogContext.Provider value={null}>
      <NotificationsPanel expandedId={expandedId} onExpandedChange={onExpandedChange} headingLevel={isMobile ? 3 : 4} />
    </DialogContext.Provider>
  );

  return (
    // Gives the dialog the id the trigger points at, the way a DialogTrigger would.
    <DialogContext.Provider value={{ id }}>
      {isMobile ? (
        <Drawer title={title} placement="end" width="narrow" isOpen={isOpen} onOpenChange={onOpenChange}>
          {panel}
        </Drawer>
      ) : (
        <Popover title={title} placement="bottom end" triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange}>
          {panel}
        </Popover>
      )}
    </DialogContext.Provider>
  );
}

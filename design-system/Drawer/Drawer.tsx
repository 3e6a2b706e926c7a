import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { DrawerProps } from './interfaces';
import { useOverlayState } from '../Dialog/useOverlayState';
import styles from './Drawer.module.scss';

/**
 * A panel that slides in from the inline start or end over a dimming backdrop: filters, a detail view,
 * the side navigation on tablets. Modal: focus moves in, stays in and returns to the trigger; Escape
 * and the backdrop close it when dismissable. No slide under reduced motion.
 */
export function Drawer(props: DrawerProps) {
  const {
    title,
    children,
    footer,
    placement = 'end',
    width = 'medium',
    isOpen,
    defaultOpen,
    onOpenChange,
    isDismissable = true,
    closeLabel,
    className,
  } = props;
  const { t } = useLingui();
  const stateProps = useOverlayState({ isOpen, defaultOpen, onOpenChange });

  return (
    <ModalOverlay
      {...stateProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.drawer} data-placement={placement} data-width={width}>
        <Dialog aria-label={props['aria-label']} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={styles.header} data-titled={title != null || undefined}>
                {title != null && (
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                )}
                <Button
                  slot="close"
                  variant="tertiary"
                  size="sm"
                  icon={<Icon name="close" />}
                  aria-label={closeLabel ?? t`Close`}
                />
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {footer != null && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

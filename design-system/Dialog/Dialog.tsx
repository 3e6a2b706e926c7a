import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { DialogContent, DialogProps } from './interfaces';
import { useOverlayState } from './useOverlayState';
import styles from './Dialog.module.scss';

const render = (content: DialogContent, close: () => void) => (typeof content === 'function' ? content(close) : content);

/**
 * A modal dialog for a short task or a decision that needs the user's attention before they go on
 * (add a member, start a free trial). 400 px wide (`--ac-modal-width`), the full width of the window
 * under 432 px. Focus moves into the dialog, stays there while it is open and returns to the element
 * that opened it. For a yes/no confirmation use `AlertDialog`; for a side panel, `Drawer`.
 *
 * Open it with a `DialogTrigger` around a button and the dialog, or control it with `isOpen`.
 */
export function Dialog(props: DialogProps) {
  const {
    title,
    children,
    footer,
    isOpen,
    defaultOpen,
    onOpenChange,
    isDismissable = true,
    closeOnEscape = isDismissable,
    closeLabel,
    role = 'dialog',
    className,
  } = props;
  const { t } = useLingui();
  // Inside a DialogTrigger the trigger's state drives the overlay; otherwise the props do.
  const stateProps = useOverlayState({ isOpen, defaultOpen, onOpenChange });

  return (
    <ModalOverlay
      {...stateProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!closeOnEscape}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && (
                  <Button
                    slot="close"
                    variant="tertiary"
                    size="sm"
                    icon={<Icon name="close" />}
                    aria-label={closeLabel ?? t`Close`}
                    className={styles.close}
                  />
                )}
              </div>
              <div className={styles.body}>{render(children, close)}</div>
              {footer != null && <div className={styles.footer}>{render(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Opens the dialog (or popover) that follows its trigger: `<DialogTrigger><Button>…</Button><Dialog … /></DialogTrigger>`.
 * Focus returns to the trigger when the overlay closes.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

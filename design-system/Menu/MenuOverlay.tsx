import { useId } from 'react';
import {
  Dialog,
  Header,
  Menu as AriaMenu,
  MenuContext,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  Separator,
} from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useDeviceKind } from '../useDeviceClass';
import type { MenuItemProps, MenuProps, MenuSectionProps } from './interfaces';
import { MenuPartsContext, type MenuParts, type MenuTriggerState } from './menuTriggerContext';
import styles from './Menu.module.scss';

export interface MenuOverlayProps {
  menu: MenuProps;
  trigger: MenuTriggerState;
}

/**
 * The open menu: a popover anchored to the trigger, or full screen on mobile. Mounted only while open.
 * It gives React Aria's menu the contexts its `MenuTrigger` would (state, focus strategy, anchor), the
 * trigger itself being the light one in `Menu.tsx`.
 */
export function MenuOverlay({ menu, trigger }: MenuOverlayProps) {
  const { children, header, footer, presentation = 'auto', placement = 'bottom end', onAction, closeLabel } = menu;
  const label = menu['aria-label'];
  const { t } = useLingui();
  const kind = useDeviceKind();
  const fullScreen = presentation === 'fullscreen' || (presentation === 'auto' && kind === 'mobile');
  // Mounted only while open: the trigger owns the state, closing goes back to it.
  const state = useOverlayTriggerState({
    isOpen: trigger.isOpen,
    onOpenChange: (isOpen) => {
      if (!isOpen) trigger.close();
    },
  });
  // The menu is named by its own label, not by the trigger's text (React Aria's default): "Profile menu",
  // not the user's name. A hidden element still names what points at it.
  const labelId = useId();

  const list = (
    <>
      <span id={labelId} hidden>
        {label}
      </span>
      <AriaMenu id={trigger.menuId} aria-labelledby={labelId} onAction={onAction && ((key) => onAction(key))} className={styles.menu}>
        {children}
      </AriaMenu>
    </>
  );

  return (
    <Provider
      values={[
        [MenuContext, { autoFocus: trigger.focusStrategy ?? true, onClose: trigger.close }],
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          // eslint-disable-next-line lingui/no-unlocalized-strings -- React Aria's name for a menu's popover, not text
          { trigger: 'MenuTrigger', triggerRef: trigger.triggerRef, placement: 'bottom start', 'aria-labelledby': trigger.triggerId },
        ],
        [MenuPartsContext, menuParts],
      ]}
    >
      {fullScreen ? (
        <ModalOverlay isDismissable className={styles.overlay}>
          <Modal className={styles.fullscreen}>
            <Dialog aria-label={label} className={styles.dialog}>
              <div className={styles.bar}>
                <Button slot="close" variant="tertiary" icon={<Icon name="close" />} aria-label={closeLabel ?? t`Close`} />
              </div>
              {header != null && <div className={styles.header}>{header}</div>}
              {list}
              {footer != null && <div className={styles.footer}>{footer}</div>}
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : (
        <Popover placement={placement} offset={4} className={styles.popover}>
          {header != null && <div className={styles.header}>{header}</div>}
          {list}
        </Popover>
      )}
    </Provider>
  );
}

function MenuItem({ children, textValue, icon, variant = 'default', ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
      data-variant={variant}
    >
      {icon != null && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
    </AriaMenuItem>
  );
}

function MenuSection({ children, title, 'aria-label': label }: MenuSectionProps) {
  return (
    <AriaMenuSection aria-label={label} className={styles.section}>
      {title != null && <Header className={styles.sectionTitle}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

const menuParts: MenuParts = { MenuItem, MenuSection, MenuSeparator };

import { useId } from 'react';
import {
  ButtonContext,
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
  RootMenuTriggerStateContext,
  Separator,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useDeviceKind } from '../useDeviceClass';
import type { MenuItemProps, MenuProps, MenuSectionProps } from './interfaces';
import { MenuPartsContext, type MenuParts, type MenuTriggerContextValue } from './menuParts';
import styles from './Menu.module.scss';

export interface MenuOverlayProps {
  menu: MenuProps;
  trigger: MenuTriggerContextValue;
}

/**
 * The open menu: a popover anchored to the trigger, or full screen on mobile. Mounted only while open.
 * It gives React Aria's menu, popover and modal the contexts React Aria's `MenuTrigger` would (state, focus
 * strategy, ids, anchor), from the hooks that `MenuTrigger` in `Menu.tsx` runs.
 */
export function MenuOverlay({ menu, trigger }: MenuOverlayProps) {
  const { children, header, footer, presentation = 'auto', placement = 'bottom end', onAction, closeLabel } = menu;
  const label = menu['aria-label'];
  const { t } = useLingui();
  const kind = useDeviceKind();
  const fullScreen = presentation === 'fullscreen' || (presentation === 'auto' && kind === 'mobile');
  // The menu is named by its own label, not by the trigger's text (React Aria's default): "Profile menu",
  // not the user's name. A hidden element still names what points at it.
  const labelId = useId();

  const list = (
    <>
      <span id={labelId} hidden>
        {label}
      </span>
      <AriaMenu aria-labelledby={labelId} onAction={onAction && ((key) => onAction(key))} className={styles.menu}>
        {children}
      </AriaMenu>
    </>
  );

  return (
    <Provider
      values={[
        [MenuContext, trigger.menuProps],
        [OverlayTriggerStateContext, trigger.state],
        [RootMenuTriggerStateContext, trigger.state],
        [
          PopoverContext,
          // eslint-disable-next-line lingui/no-unlocalized-strings -- React Aria's name for a menu's popover, not text
          { trigger: 'MenuTrigger', triggerRef: trigger.triggerRef, placement: 'bottom start', 'aria-labelledby': trigger.menuProps['aria-labelledby'] },
        ],
        // The trigger's props are for its button alone, not for buttons inside the menu.
        [ButtonContext, null],
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

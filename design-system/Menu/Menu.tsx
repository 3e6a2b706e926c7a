import { useId } from 'react';
import {
  Dialog,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Separator,
  type MenuTriggerProps,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useDeviceKind } from '../useDeviceClass';
import type { MenuItemProps, MenuProps, MenuSectionProps } from './interfaces';
import styles from './Menu.module.scss';

/**
 * A list of actions and links opened from a button: the profile menu in the top bar (organisation,
 * user and role in the header; account, plan, members, payment, sign out). 240 px wide
 * (`--ac-layout-profile-menu-width`); closes on an outside click, Escape or a choice, and focus returns
 * to the trigger. On mobile it covers the screen with a close button and a footer slot. Arrow keys move
 * between items, type-ahead jumps to one. For content that is not a list of actions, use `Popover`.
 */
export function Menu(props: MenuProps) {
  const { children, header, footer, presentation = 'auto', placement = 'bottom end', onAction, closeLabel } = props;
  const label = props['aria-label'];
  const { t } = useLingui();
  const kind = useDeviceKind();
  const fullScreen = presentation === 'fullscreen' || (presentation === 'auto' && kind === 'mobile');
  // The menu is named by its own label, not by the trigger's text (React Aria's default): "Profile menu",
  // not the user's name. A hidden element still names what points at it.
  const labelId = useId();

  const menu = (
    <>
      <span id={labelId} hidden>
        {label}
      </span>
      <AriaMenu aria-labelledby={labelId} onAction={onAction && ((key) => onAction(key))} className={styles.menu}>
        {children}
      </AriaMenu>
    </>
  );

  if (!fullScreen) {
    return (
      <Popover placement={placement} offset={4} className={styles.popover}>
        {header != null && <div className={styles.header}>{header}</div>}
        {menu}
      </Popover>
    );
  }

  return (
    <ModalOverlay isDismissable className={styles.overlay}>
      <Modal className={styles.fullscreen}>
        <Dialog aria-label={label} className={styles.dialog}>
          <div className={styles.bar}>
            <Button slot="close" variant="tertiary" icon={<Icon name="close" />} aria-label={closeLabel ?? t`Close`} />
          </div>
          {header != null && <div className={styles.header}>{header}</div>}
          {menu}
          {footer != null && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The button that opens a `Menu`: `<MenuTrigger><Button …/><Menu …>…</Menu></MenuTrigger>`. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** One entry: an action (`onAction`, or the menu's `onAction` with its `id`) or a link (`href`). */
export function MenuItem({ children, textValue, icon, variant = 'default', ...rest }: MenuItemProps) {
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

/** A group of items, with a visible title or an `aria-label`. */
export function MenuSection({ children, title, 'aria-label': label }: MenuSectionProps) {
  return (
    <AriaMenuSection aria-label={label} className={styles.section}>
      {title != null && <Header className={styles.sectionTitle}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between items or sections. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

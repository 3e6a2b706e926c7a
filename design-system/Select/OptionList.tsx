import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover, type Key, type ListBoxProps, type PopoverProps } from 'react-aria-components';
import { Icon } from '../Icon';
import styles from './OptionList.module.scss';
import { dropdownPlacement } from './dropdownPlacement';

/**
 * The dropdown shared by ComboBox and MultiSelect, and ListBox's options (internal to the design system): a popover
 * at least as wide as its trigger, and a list that scrolls past the dropdown height token (192 px, spec). `Select`
 * is a native select: the browser draws its list.
 */

/** One entry of a dropdown list. */
export interface SelectOption {
  /** Stable key, returned by `onChange` / `onSelectionChange`. */
  id: Key;
  /** Visible text; also what typeahead and search match. Translated by the caller. */
  label: string;
  /** Second line under the label (e.g. a country's region, a zone name). */
  description?: string;
  /** Shown but not selectable (e.g. a country where the service is not available). */
  isDisabled?: boolean;
}


export function OptionPopover({ className, ...props }: Omit<PopoverProps, 'className'> & { className?: string }) {
  return (
    <Popover
      offset={4}
      placement={dropdownPlacement}
      {...props}
      className={[styles.popover, className].filter(Boolean).join(' ')}
    />
  );
}

export function OptionListBox<T extends SelectOption>({
  className,
  emptyText,
  ...props
}: Omit<ListBoxProps<T>, 'className' | 'renderEmptyState'> & { className?: string; emptyText?: ReactNode }) {
  return (
    <ListBox<T>
      {...props}
      className={[styles.list, className].filter(Boolean).join(' ')}
      renderEmptyState={emptyText === undefined ? undefined : () => <div className={styles.empty}>{emptyText}</div>}
    />
  );
}

/**
 * An option: its label, an optional description, and the selection mark: a check at the end
 * (single choice) or a checkbox at the start (`indicator="checkbox"`, several choices).
 */
export function OptionItem({
  option,
  indicator = 'check',
}: {
  option: SelectOption;
  indicator?: 'check' | 'checkbox';
}) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={styles.option}
      data-indicator={indicator}
    >
      {({ isSelected }) => (
        <>
          {indicator === 'checkbox' && (
            <span className={styles.box} aria-hidden="true">
              {isSelected && <Icon name="check" />}
            </span>
          )}
          {/* Label and description together name the option (what is seen is what is announced);
              typeahead and the chosen value use the label alone (`textValue`). */}
          <span className={styles.text}>
            <span className={styles.label}>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </span>
          {indicator === 'check' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <Icon name="check" />}
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}

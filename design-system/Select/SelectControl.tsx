import { Button, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from './OptionList';
import type { SelectProps } from './interfaces';
import styles from './Select.module.scss';

/**
 * The working select (React Aria's select, list box and popover), loaded after the page is idle or when the user
 * first reaches for the field (Select.tsx).
 */
export function SelectControl<T extends SelectOption>(props: SelectProps<T>) {
  const {
    label,
    options,
    value,
    defaultValue,
    onChange,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    emptyText,
    size = 'md',
    isRequired = false,
    isDisabled = false,
    className,
    ...rest
  } = props;
  const { t } = useLingui();
  return (
    <AriaSelect<T, 'single'>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      placeholder={placeholder ?? t`Select`}
      isInvalid={isInvalid || undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      // An empty list still opens, to say there is nothing to choose.
      allowsEmptyCollection
      className={[styles.select, className].filter(Boolean).join(' ')}
      data-size={size}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Button className={styles.trigger}>
          {/* The chosen option's label only: its description and check mark stay in the list. */}
          <SelectValue<T> className={styles.value}>
            {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
          </SelectValue>
          <span className={styles.chevron} aria-hidden="true">
            <Icon name="chevronDown" />
          </span>
        </Button>
      </Field>
      <OptionPopover>
        <OptionListBox<T> items={options} emptyText={emptyText ?? t`No options`}>
          {(option) => <OptionItem option={option} />}
        </OptionListBox>
      </OptionPopover>
    </AriaSelect>
  );
}

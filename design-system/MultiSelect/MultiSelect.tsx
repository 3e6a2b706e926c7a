import { useRef, useState } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from '../Select/OptionList';
import type { MultiSelectProps } from './interfaces';
import selectStyles from '../Select/Select.module.scss';
import styles from './MultiSelect.module.scss';

/**
 * Pick any number of options from a list, as a filter (members by product): a checkbox per option
 * in a list that stays open while choosing; the field shows the one choice or how many are chosen,
 * and a "Clear all" button empties it. Escape closes the list and focus returns to the field.
 */
export function MultiSelect<T extends SelectOption>(props: MultiSelectProps<T>) {
  const {
    label,
    options,
    value: valueProp,
    defaultValue = [],
    onChange,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    clearLabel,
    emptyText,
    isRequired = false,
    isDisabled = false,
    className,
    ...rest
  } = props;
  const { t } = useLingui();
  const [innerValue, setInnerValue] = useState<readonly Key[]>(defaultValue);
  const value = valueProp ?? innerValue;
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setValue = (next: readonly Key[]) => {
    // Keep the options' order whatever the clicking order was.
    const ordered = options.map((option) => option.id).filter((id) => next.includes(id));
    if (valueProp === undefined) setInnerValue(ordered);
    onChange?.(ordered);
  };

  const count = value.length;
  const first = options.find((option) => option.id === value[0]);

  return (
    <AriaSelect<T, 'multiple'>
      {...rest}
      selectionMode="multiple"
      value={value}
      onChange={(next) => setValue(next)}
      placeholder={placeholder ?? t`Select`}
      isInvalid={isInvalid || undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      allowsEmptyCollection
      className={[selectStyles.select, className].filter(Boolean).join(' ')}
      data-count={count}
      // React Aria's hidden <select multiple> for forms (1 px, visually hidden) reads as clipped text
      // to the story overflow check; the trigger wraps its text (the stories check it fits).
      data-overflow="allowed"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.row}>
          <AriaButton ref={triggerRef} className={selectStyles.trigger}>
            <SelectValue<T> className={selectStyles.value}>
              {({ isPlaceholder, defaultChildren }) =>
                isPlaceholder ? (
                  defaultChildren
                ) : count === 1 && first ? (
                  first.label
                ) : (
                  <Plural value={count} one="# selected" other="# selected" />
                )
              }
            </SelectValue>
            <span className={selectStyles.chevron} aria-hidden="true">
              <Icon name="chevronDown" />
            </span>
          </AriaButton>
          {count > 0 && !isDisabled && (
            // Not the Select's trigger: keep React Aria from handing it the trigger's props.
            <ButtonContext.Provider value={null}>
              <Button
                variant="tertiary"
                size="md"
                className={styles.clear}
                onPress={() => {
                  setValue([]);
                  // The button disappears: focus goes back to the field, not to the page.
                  triggerRef.current?.focus();
                }}
              >
                {clearLabel ?? t`Clear all`}
              </Button>
            </ButtonContext.Provider>
          )}
        </div>
      </Field>
      <OptionPopover>
        <OptionListBox<T> items={options} emptyText={emptyText ?? t`No options`}>
          {(option) => <OptionItem option={option} indicator="checkbox" />}
        </OptionListBox>
      </OptionPopover>
    </AriaSelect>
  );
}

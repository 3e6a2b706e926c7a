import { useRef, useState } from 'react';
import { Button as AriaButton, ButtonContext, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from '../Select/OptionList';
import type { MultiSelectProps } from './interfaces';
import styles from './MultiSelect.module.scss';

/**
 * Pick any number of options from a list, as a filter (members by product): React Aria's select in multiple-selection
 * mode, with a checkbox per option in a list that stays open while choosing; the field shows the one choice or how
 * many are chosen, and a "Clear all" button empties it. Escape closes the list and focus returns to the field.
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [innerValue, setInnerValue] = useState<readonly Key[]>(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: Iterable<Key>) => {
    // Keep the options' order whatever the clicking order was.
    const chosen = new Set(next);
    const ordered = options.map((option) => option.id).filter((id) => chosen.has(id));
    if (valueProp === undefined) setInnerValue(ordered);
    onChange?.(ordered);
  };

  return (
    <AriaSelect<T, 'multiple'>
      {...rest}
      selectionMode="multiple"
      value={value}
      onChange={setValue}
      placeholder={placeholder ?? t`Select`}
      isInvalid={isInvalid || undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      allowsEmptyCollection
      className={[styles.multiSelect, className].filter(Boolean).join(' ')}
      data-count={value.length}
      // React Aria's hidden <select multiple> for forms (1 px, visually hidden) reads as clipped text
      // to the story overflow check; the trigger wraps its text (the stories check it fits).
      data-overflow="allowed"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.row}>
          <AriaButton ref={triggerRef} className={styles.trigger}>
            <SelectValue<T> className={styles.value}>
              {({ isPlaceholder, defaultChildren }) => (isPlaceholder ? defaultChildren : <ChosenText options={options} value={value} />)}
            </SelectValue>
            <span className={styles.chevron} aria-hidden="true">
              <Icon name="chevronDown" />
            </span>
          </AriaButton>
          {value.length > 0 && !isDisabled && (
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

/** What the field shows once something is chosen: the one choice, or how many. */
function ChosenText<T extends SelectOption>({ options, value }: { options: readonly T[]; value: readonly Key[] }) {
  const count = value.length;
  const first = count === 1 ? options.find((option) => option.id === value[0]) : undefined;
  // `count` names the catalogs' plural placeholder.
  return first ? first.label : <Plural value={count} one="# selected" other="# selected" />;
}

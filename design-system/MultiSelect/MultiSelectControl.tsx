import { useRef } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from '../Select/OptionList';
import { ChosenText, type MultiSelectValueProps } from './multiSelectValue';
import selectStyles from '../Select/Select.module.scss';
import styles from './MultiSelect.module.scss';

/**
 * The working multi-select (React Aria's select, list box and popover), loaded after the page is idle or when the
 * user first reaches for the field (MultiSelect.tsx, which keeps the value).
 */
export function MultiSelectControl<T extends SelectOption>(props: MultiSelectValueProps<T>) {
  const {
    label,
    options,
    value,
    setValue,
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
      data-count={value.length}
      // React Aria's hidden <select multiple> for forms (1 px, visually hidden) reads as clipped text
      // to the story overflow check; the trigger wraps its text (the stories check it fits).
      data-overflow="allowed"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.row}>
          <AriaButton ref={triggerRef} className={selectStyles.trigger}>
            <SelectValue<T> className={selectStyles.value}>
              {({ isPlaceholder, defaultChildren }) => (isPlaceholder ? defaultChildren : <ChosenText options={options} value={value} />)}
            </SelectValue>
            <span className={selectStyles.chevron} aria-hidden="true">
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

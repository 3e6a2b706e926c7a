import { useId, useState, type ChangeEvent } from 'react';
import { FieldErrorContext, LabelContext, Provider, TextContext, type Key } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { SelectOption } from './OptionList';
import type { SelectProps } from './interfaces';
import styles from './Select.module.scss';

const emptyValidity = {} as ValidityState;

/** The native value of an option: its `id` as text (`2026`, `'KR'`). */
const nativeValue = (id: Key) => String(id);

/**
 * Pick one option from a list too long for radio buttons (country, year, page size, time zone): a styled native
 * `<select>`, as Primer's and GOV.UK's are. No script draws the list: the browser or the phone's own picker does,
 * with its keyboard, typeahead and screen-reader support. The design system's frame gives it the label (a real
 * `<label for>`), the required mark, the help and error texts (`aria-describedby`), the control heights, the
 * focus ring and the error state.
 */
export function Select<T extends SelectOption>(props: SelectProps<T>) {
  const {
    label,
    options,
    value: valueProp,
    defaultValue = null,
    onChange,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    size = 'md',
    isRequired = false,
    isDisabled = false,
    className,
    id,
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const { t } = useLingui();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const descriptionId = useId();
  const errorId = useId();

  const [innerValue, setInnerValue] = useState<Key | null>(defaultValue);
  const isControlled = valueProp !== undefined;
  const value = isControlled ? valueProp : innerValue;
  const chosen = value == null ? undefined : options.find((option) => nativeValue(option.id) === nativeValue(value));

  // The empty first option: a choice ("all", "none") on an optional field with a placeholder of its own, otherwise
  // a prompt shown while nothing is chosen.
  const emptyIsChoice = placeholder !== undefined && !isRequired;
  const showEmpty = emptyIsChoice || chosen === undefined;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => nativeValue(option.id) === event.target.value)?.id ?? null;
    if (!isControlled) setInnerValue(next);
    onChange?.(next);
  };

  const showsError = isInvalid && errorMessage != null;
  const describedBy =
    [description != null && descriptionId, showsError && errorId, ariaDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Provider
      values={[
        [LabelContext, { htmlFor: selectId }],
        [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
        [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: emptyValidity }],
      ]}
    >
      <div
        className={[styles.select, className].filter(Boolean).join(' ')}
        data-size={size}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <div className={styles.control}>
            <select
              {...rest}
              id={selectId}
              className={styles.native}
              value={chosen ? nativeValue(chosen.id) : ''}
              onChange={handleChange}
              disabled={isDisabled}
              aria-required={isRequired || undefined}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              data-placeholder={chosen ? undefined : true}
            >
              {showEmpty && (
                <option value="" disabled={!emptyIsChoice} hidden={!emptyIsChoice}>
                  {placeholder ?? t`Select`}
                </option>
              )}
              {options.map((option) => (
                <option key={nativeValue(option.id)} value={nativeValue(option.id)} disabled={option.isDisabled}>
                  {option.description ? `${option.label} (${option.description})` : option.label}
                </option>
              ))}
            </select>
            <span className={styles.chevron} aria-hidden="true">
              <Icon name="chevronDown" />
            </span>
          </div>
        </Field>
      </div>
    </Provider>
  );
}

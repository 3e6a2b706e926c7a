import { forwardRef, useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field, useCharacterCounter } from '../Field';
import { Icon } from '../Icon';
import type { TextFieldProps } from './interfaces';
import styles from './TextField.module.scss';

/**
 * Single-line text input on React Aria's `TextField`, in the shared `Field` frame: label, help text,
 * error text after a failed submit, validation state (none / passed / failed), optional max length
 * with a counter, and a show/hide toggle for passwords. Controlled (`value`) or uncontrolled
 * (`defaultValue`). The ref points at the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const {
    label,
    description,
    errorMessage,
    validationState = 'none',
    isInvalid: isInvalidProp = false,
    validationBehavior = 'aria',
    type = 'text',
    size = 'md',
    maxLength,
    showCounter = true,
    value: valueProp,
    defaultValue = '',
    onChange,
    placeholder,
    isRequired = false,
    isDisabled = false,
    isReadOnly = false,
    className,
    after,
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const { t } = useLingui();

  // Controlled or uncontrolled: the counter needs the current value either way.
  const [innerValue, setInnerValue] = useState(defaultValue);
  const isControlled = valueProp !== undefined;
  const value = isControlled ? valueProp : innerValue;
  const handleChange = (next: string) => {
    if (!isControlled) setInnerValue(next);
    onChange?.(next);
  };

  const isInvalid = isInvalidProp || validationState === 'failed';
  const validation = isInvalid ? 'failed' : validationState;

  const isPassword = type === 'password';
  const [isRevealed, setRevealed] = useState(false);
  const inputType = isPassword && isRevealed ? 'text' : type;

  const { counter, 'aria-describedby': describedBy } = useCharacterCounter(value.length, maxLength, {
    showCounter,
    'aria-describedby': ariaDescribedBy,
  });

  return (
    <AriaTextField
      {...rest}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-size={size}
      data-validation={validation}
      type={inputType}
      value={value}
      onChange={handleChange}
      maxLength={maxLength}
      isInvalid={isInvalid || undefined}
      validationBehavior={validationBehavior}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      aria-describedby={describedBy}
    >
      <Field
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={isRequired}
        counter={counter}
        after={after}
      >
        <div className={styles.control} data-password={isPassword || undefined}>
          <Input ref={ref} className={styles.input} placeholder={placeholder} />
          {validation === 'passed' && (
            <span className={styles.statusIcon}>
              <Icon name="check" />
            </span>
          )}
          {isPassword && (
            <Button
              className={styles.toggle}
              variant="tertiary"
              size={size === 'lg' ? 'md' : 'sm'}
              icon={<Icon name={isRevealed ? 'eyeOff' : 'eye'} />}
              aria-label={isRevealed ? t`Hide password` : t`Show password`}
              // A mouse press leaves the caret in the input; keyboard users reach the toggle with Tab.
              preventFocusOnPress
              isDisabled={isDisabled}
              onPress={() => setRevealed((revealed) => !revealed)}
            />
          )}
        </div>
      </Field>
    </AriaTextField>
  );
});

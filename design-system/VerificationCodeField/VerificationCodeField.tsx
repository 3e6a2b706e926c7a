import { forwardRef, useState, type CSSProperties } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Field } from '../Field';
import type { VerificationCodeFieldProps } from './interfaces';
import styles from './VerificationCodeField.module.scss';

/**
 * A one-time code (two-factor sign-in) shown as one box per digit. Underneath it is ONE input, so
 * typing, deleting, pasting the whole code and the browser's SMS/e-mail autofill
 * (`autocomplete="one-time-code"`) work as in any text field, and screen readers hear one field.
 */
export const VerificationCodeField = forwardRef<HTMLInputElement, VerificationCodeFieldProps>(
  function VerificationCodeField(props, ref) {
    const {
      label,
      length = 6,
      value: valueProp,
      defaultValue = '',
      onChange,
      onComplete,
      description,
      errorMessage,
      isInvalid = false,
      isDisabled = false,
      isRequired = false,
      autoFocus = false,
      name,
      className,
    } = props;
    const [innerValue, setInnerValue] = useState(defaultValue);
    const isControlled = valueProp !== undefined;
    const value = isControlled ? valueProp : innerValue;

    const handleChange = (typed: string) => {
      const digits = typed.replace(/\D/g, '').slice(0, length);
      if (!isControlled) setInnerValue(digits);
      onChange?.(digits);
      if (digits.length === length && value.length < length) onComplete?.(digits);
    };

    const activeIndex = Math.min(value.length, length - 1);
    return (
      <AriaTextField
        className={[styles.field, className].filter(Boolean).join(' ')}
        value={value}
        onChange={handleChange}
        isInvalid={isInvalid || undefined}
        isDisabled={isDisabled}
        isRequired={isRequired}
        validationBehavior="aria"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- off by default; the 2FA screen opts in (its one task)
        autoFocus={autoFocus}
        name={name}
        data-validation={isInvalid ? 'failed' : 'none'}
        style={{ '--_length': length } as CSSProperties}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <div className={styles.control}>
            <Input
              ref={ref}
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              // No maxLength: the browser would cut a pasted "482 913" before the spaces are dropped.
              spellCheck={false}
            />
            <div className={styles.cells} aria-hidden="true">
              {Array.from({ length }, (_, index) => (
                <span
                  key={index}
                  className={styles.cell}
                  data-filled={index < value.length || undefined}
                  data-active={index === activeIndex || undefined}
                >
                  {value[index] ?? ''}
                </span>
              ))}
            </div>
          </div>
        </Field>
      </AriaTextField>
    );
  },
);

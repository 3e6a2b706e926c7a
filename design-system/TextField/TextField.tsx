import { forwardRef, useId, useMemo, useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  useLocale,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { TextFieldProps } from './interfaces';
import styles from './TextField.module.scss';

/**
 * Single-line text input on React Aria's `TextField`: label, help text, error text after a failed
 * submit, validation state (none / passed / failed), optional max length with a counter, and a
 * show/hide toggle for passwords. Controlled (`value`) or uncontrolled (`defaultValue`).
 * The ref points at the `<input>`.
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
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const { t } = useLingui();
  const { locale } = useLocale();

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

  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const hasCounter = maxLength !== undefined && showCounter;
  const counterId = useId();
  const count = numberFormat.format(value.length);
  const max = hasCounter ? numberFormat.format(maxLength) : '';
  const isAtLimit = hasCounter && value.length >= maxLength;

  const describedBy = [ariaDescribedBy, hasCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined;

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
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
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
      {(description != null || hasCounter || isInvalid || validationBehavior === 'native') && (
        <div className={styles.footer}>
          <div className={styles.messages}>
            <FieldError className={styles.error}>{errorMessage}</FieldError>
            {description != null && (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            )}
          </div>
          {hasCounter && (
            <span className={styles.counter} data-counter="" data-at-limit={isAtLimit || undefined} aria-hidden="true">
              {count}/{max}
            </span>
          )}
        </div>
      )}
      {hasCounter && (
        <>
          {/* What the visual counter says, for screen readers (linked with aria-describedby). */}
          <span id={counterId} className={styles.visuallyHidden}>
            {t`${count} of ${max} characters`}
          </span>
          {/* Typing is silently blocked at the limit: say so, once, politely. */}
          <span className={styles.visuallyHidden} aria-live="polite">
            {isAtLimit ? t`Character limit reached` : ''}
          </span>
        </>
      )}
    </AriaTextField>
  );
});

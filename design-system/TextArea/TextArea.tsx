import { forwardRef, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { Field, useCharacterCounter } from '../Field';
import type { TextAreaProps } from './interfaces';
import styles from './TextArea.module.scss';

/**
 * Multi-line text (an inquiry's description): the shared `Field` frame, an optional max length with a
 * counter, vertical resizing. The ref points at the `<textarea>`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const {
    label,
    description,
    errorMessage,
    validationState = 'none',
    isInvalid: isInvalidProp = false,
    maxLength,
    showCounter = true,
    rows = 4,
    value: valueProp,
    defaultValue = '',
    onChange,
    placeholder,
    isRequired = false,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const isControlled = valueProp !== undefined;
  const value = isControlled ? valueProp : innerValue;
  const handleChange = (next: string) => {
    if (!isControlled) setInnerValue(next);
    onChange?.(next);
  };
  const isInvalid = isInvalidProp || validationState === 'failed';
  const { counter, 'aria-describedby': describedBy } = useCharacterCounter(value.length, maxLength, {
    showCounter,
    'aria-describedby': ariaDescribedBy,
  });

  return (
    <AriaTextField
      {...rest}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-validation={isInvalid ? 'failed' : validationState}
      value={value}
      onChange={handleChange}
      maxLength={maxLength}
      isInvalid={isInvalid || undefined}
      validationBehavior="aria"
      isRequired={isRequired}
      aria-describedby={describedBy}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} counter={counter}>
        <AriaTextArea ref={ref} className={styles.input} rows={rows} placeholder={placeholder} />
      </Field>
    </AriaTextField>
  );
});

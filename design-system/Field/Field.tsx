import { useId } from 'react';
import { FieldError, Label, Text, useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '../i18n/formatters';
import type { FieldCounter, FieldProps } from './interfaces';
import styles from './Field.module.scss';

/**
 * The frame every input shares: label with the required marker, the control, then a footer with the
 * error text (after a failed submit), the help text and an optional character counter. Render it
 * inside a React Aria field (`TextField`, `Select`, `NumberField`, `DatePicker`...), which links the
 * label, help and error to the control. The root element (and its `data-validation`) belongs to the
 * input component; style it with `@include f.field-root` from `styles/field`.
 */
export function Field({
  label,
  labelVisibility = 'visible',
  description,
  errorMessage,
  isRequired = false,
  counter,
  after,
  children,
}: FieldProps) {
  return (
    <>
      <Label className={labelVisibility === 'hidden' ? styles.visuallyHidden : styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      <div className={styles.footer}>
        <div className={styles.messages}>
          <FieldError className={styles.error}>{errorMessage}</FieldError>
          {description != null && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
        </div>
        {counter && <CharacterCounter {...counter} />}
      </div>
      {after}
    </>
  );
}

/** "12/20" under the input, the same for screen readers, and a polite note when the limit is reached. */
function CharacterCounter({ length, maxLength, id }: FieldCounter) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = numberFormat(locale);
  const count = format.format(length);
  const max = format.format(maxLength);
  const isAtLimit = length >= maxLength;
  return (
    <>
      <span className={styles.counter} data-counter="" data-at-limit={isAtLimit || undefined} aria-hidden="true">
        {count}/{max}
      </span>
      <span id={id} className={styles.visuallyHidden}>
        {t`${count} of ${max} characters`}
      </span>
      {/* Typing is silently blocked at the limit: say so, once, politely. */}
      <span className={styles.visuallyHidden} aria-live="polite">
        {isAtLimit ? t`Character limit reached` : ''}
      </span>
    </>
  );
}

/**
 * Counter wiring for a field with `maxLength`: returns the `counter` prop for `Field` (or undefined when
 * there is no counter) and the `aria-describedby` for the input, which adds the counter's text.
 */
export function useCharacterCounter(
  length: number,
  maxLength: number | undefined,
  options: { showCounter?: boolean; 'aria-describedby'?: string } = {},
): { counter: FieldCounter | undefined; 'aria-describedby': string | undefined } {
  const id = useId();
  const { showCounter = true } = options;
  const counter = maxLength !== undefined && showCounter ? { length, maxLength, id } : undefined;
  const describedBy = [options['aria-describedby'], counter?.id].filter(Boolean).join(' ') || undefined;
  return { counter, 'aria-describedby': describedBy };
}

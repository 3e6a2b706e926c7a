import { forwardRef } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import type { RadioGroupProps, RadioProps } from './interfaces';
import styles from './RadioGroup.module.scss';

/**
 * One choice out of a few visible options (2 to about 6): region, card type, plan tier (with
 * `RadioCard`). Arrow keys move the choice, Tab leaves the group. For longer lists use a `Select`.
 * The ref points at the group element.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(props, ref) {
  const {
    label,
    children,
    description,
    errorMessage,
    isInvalid = false,
    orientation = 'vertical',
    className,
    ...rest
  } = props;
  return (
    <AriaRadioGroup
      {...rest}
      ref={ref}
      orientation={orientation}
      isInvalid={isInvalid || undefined}
      validationBehavior="aria"
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>
        {label}
        {rest.isRequired === true && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>{children}</div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
});

/** One option of a `RadioGroup`: a round button and its label, with optional help text. */
export const Radio = forwardRef<HTMLDivElement, RadioProps>(function Radio(props, ref) {
  const { children, description, className, ...rest } = props;
  return (
    <RadioField {...rest} ref={ref} className={[styles.field, className].filter(Boolean).join(' ')}>
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span className={styles.radioLabel}>{children}</span>
      </RadioButton>
      {description != null && (
        <Text slot="description" className={styles.radioDescription}>
          {description}
        </Text>
      )}
    </RadioField>
  );
});

import { createContext, forwardRef, useContext } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { CheckboxNecessityIndicator, CheckboxProps } from './interfaces';
import styles from './Checkbox.module.scss';

/** Settings a `CheckboxGroup` hands down to its checkboxes. */
export const CheckboxGroupSettingsContext = createContext<{ necessityIndicator?: CheckboxNecessityIndicator }>({});

/**
 * A single yes/no choice that applies when the form is submitted: a consent, "remember me", one entry
 * of a filter list. Use a `Switch` for a setting that applies at once, and a `CheckboxGroup` for a list
 * with a common label. Supports the mixed (indeterminate) state of a "select all" box, help text and
 * an error after a failed submit. The ref points at the root element.
 */
export const Checkbox = forwardRef<HTMLDivElement, CheckboxProps>(function Checkbox(props, ref) {
  const group = useContext(CheckboxGroupSettingsContext);
  const {
    children,
    description,
    errorMessage,
    isIndeterminate = false,
    isRequired = false,
    necessityIndicator = group.necessityIndicator ?? 'icon',
    requiredText,
    optionalText,
    className,
    ...rest
  } = props;
  const { t } = useLingui();

  return (
    <CheckboxField
      {...rest}
      ref={ref}
      isIndeterminate={isIndeterminate}
      isRequired={isRequired}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {({ isSelected, isIndeterminate: mixed }) => (
        <>
          <CheckboxButton className={styles.button}>
            <span className={styles.box} aria-hidden="true">
              {mixed ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
            </span>
            <span className={styles.label}>
              {children}
              {necessityIndicator === 'icon' && isRequired && (
                <span className={styles.asterisk} aria-hidden="true">
                  *
                </span>
              )}
              {necessityIndicator === 'label' && (
                <span className={styles.necessity} data-necessity={isRequired ? 'required' : 'optional'}>
                  {isRequired ? (requiredText ?? t`Required`) : (optionalText ?? t`Optional`)}
                </span>
              )}
            </span>
          </CheckboxButton>
          {description != null && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
          <FieldError className={styles.error}>{errorMessage}</FieldError>
        </>
      )}
    </CheckboxField>
  );
});

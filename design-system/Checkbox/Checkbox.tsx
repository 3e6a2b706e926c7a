import { createContext, forwardRef, useContext, useEffect } from 'react';
import { CheckboxButton, CheckboxField, CheckboxGroupStateContext, FieldError, Text } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { CheckboxNecessityIndicator, CheckboxProps } from './interfaces';
import styles from './Checkbox.module.scss';

/** What a `CheckboxGroup` hands down to its checkboxes (internal to the design system). */
export interface CheckboxGroupSettings {
  necessityIndicator?: CheckboxNecessityIndicator;
  /** The group failed validation: its required boxes that are still unticked show as invalid. */
  isRequiredInvalid?: boolean;
  /** Each box tells the group its value, so a "select all" box knows what "all" is. */
  register?: (value: string, item: { isDisabled: boolean; isRequired: boolean }) => () => void;
}

export const CheckboxGroupSettingsContext = createContext<CheckboxGroupSettings>({});

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
    isInvalid: isInvalidProp,
    ...rest
  } = props;
  const { t } = useLingui();
  const groupState = useContext(CheckboxGroupStateContext);
  const { value, isDisabled = false } = rest;
  const { register } = group;
  useEffect(() => {
    if (register && value !== undefined) return register(value, { isDisabled, isRequired });
  }, [register, value, isDisabled, isRequired]);
  // In a group that failed validation, a required box is invalid while it is unticked.
  const isInvalid =
    isInvalidProp ||
    (group.isRequiredInvalid === true &&
      isRequired &&
      value !== undefined &&
      groupState?.isSelected(value) === false) ||
    undefined;

  return (
    <CheckboxField
      {...rest}
      ref={ref}
      isIndeterminate={isIndeterminate}
      isRequired={isRequired}
      isInvalid={isInvalid}
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

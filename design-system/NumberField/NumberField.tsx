import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { NumberFieldProps } from './interfaces';
import styles from './NumberField.module.scss';

/**
 * A number with step buttons, formatted in the active locale (`formatOptions`: currency, percent,
 * units). Arrow keys step, Page Up/Down step by more, Home/End jump to min/max; typed values are
 * clamped to `minValue`/`maxValue` on blur.
 */
export function NumberField(props: NumberFieldProps) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    incrementLabel,
    decrementLabel,
    size = 'md',
    isRequired = false,
    className,
    ...rest
  } = props;
  const { t } = useLingui();
  return (
    <AriaNumberField
      {...rest}
      isRequired={isRequired}
      isInvalid={isInvalid || undefined}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-size={size}
      data-validation={isInvalid ? 'failed' : 'none'}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Group className={styles.group}>
          <Button
            slot="decrement"
            className={styles.step}
            variant="tertiary"
            size="sm"
            icon={<Icon name="minus" />}
            aria-label={decrementLabel ?? t`Decrease`}
          />
          <Input className={styles.input} />
          <Button
            slot="increment"
            className={styles.step}
            variant="tertiary"
            size="sm"
            icon={<Icon name="plus" />}
            aria-label={incrementLabel ?? t`Increase`}
          />
        </Group>
      </Field>
    </AriaNumberField>
  );
}

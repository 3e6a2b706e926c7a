import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { LookAlikeField, LookAlikeTrigger, type LookAlikeEvents } from './lookAlike';
import type { SelectOption } from './OptionList';
import type { SelectProps } from './interfaces';
import styles from './Select.module.scss';

export type SelectPreviewProps<T extends SelectOption> = SelectProps<T> & LookAlikeEvents;

/**
 * The select as it looks and reads before its working code has loaded (Select.tsx): the same elements, classes and
 * names as React Aria's select, without the list, so a page shows its selects without loading React Aria's
 * collection code.
 */
export function SelectPreview<T extends SelectOption>(props: SelectPreviewProps<T>) {
  const {
    label,
    options,
    value,
    defaultValue,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    size = 'md',
    isRequired = false,
    isDisabled = false,
    className,
    name,
    form,
    id,
    onFocusChange,
    onOpenRequest,
  } = props;
  const { t } = useLingui();
  const chosenId = value === undefined ? defaultValue : value;
  const chosen = chosenId == null ? undefined : options.find((option) => option.id === chosenId);
  return (
    <LookAlikeField {...{ description, isInvalid, isDisabled, id, onFocusChange, onOpenRequest }}>
      <div
        className={[styles.select, className].filter(Boolean).join(' ')}
        data-size={size}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <LookAlikeTrigger
            className={styles.trigger}
            value={chosen ? chosen.label : (placeholder ?? t`Select`)}
            valueClassName={styles.value}
            isPlaceholder={!chosen}
          >
            <span className={styles.chevron} aria-hidden="true">
              <Icon name="chevronDown" />
            </span>
          </LookAlikeTrigger>
        </Field>
        {name !== undefined && <input type="hidden" name={name} form={form} value={chosenId == null ? '' : String(chosenId)} />}
      </div>
    </LookAlikeField>
  );
}

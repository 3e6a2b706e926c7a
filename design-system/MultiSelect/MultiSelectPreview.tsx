import { ButtonContext } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { SelectOption } from '../Select';
import { LookAlikeField, LookAlikeTrigger, useFocusLookAlikeTrigger, type LookAlikeEvents } from '../Select/lookAlike';
import { ChosenText, type MultiSelectValueProps } from './multiSelectValue';
import selectStyles from '../Select/Select.module.scss';
import styles from './MultiSelect.module.scss';

export type MultiSelectPreviewProps<T extends SelectOption> = MultiSelectValueProps<T> & LookAlikeEvents;

/**
 * The multi-select as it looks and reads before its working code has loaded (MultiSelect.tsx): the same elements,
 * classes and names as the working one, without the list. "Clear all" already works.
 */
export function MultiSelectPreview<T extends SelectOption>(props: MultiSelectPreviewProps<T>) {
  const {
    label,
    options,
    value,
    setValue,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    clearLabel,
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
  return (
    <LookAlikeField {...{ description, isInvalid, isDisabled, id, onFocusChange, onOpenRequest }}>
      <div
        className={[selectStyles.select, className].filter(Boolean).join(' ')}
        data-count={value.length}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        data-disabled={isDisabled || undefined}
        data-overflow="allowed"
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <div className={styles.row}>
            <LookAlikeTrigger
              className={selectStyles.trigger}
              value={value.length === 0 ? (placeholder ?? t`Select`) : <ChosenText options={options} value={value} />}
              valueClassName={selectStyles.value}
              isPlaceholder={value.length === 0}
            >
              <span className={selectStyles.chevron} aria-hidden="true">
                <Icon name="chevronDown" />
              </span>
            </LookAlikeTrigger>
            {value.length > 0 && !isDisabled && <ClearAll label={clearLabel ?? t`Clear all`} onClear={() => setValue([])} />}
          </div>
        </Field>
        {name !== undefined && value.map((key) => <input key={String(key)} type="hidden" name={name} form={form} value={String(key)} />)}
      </div>
    </LookAlikeField>
  );
}

/** "Clear all": empties the value; the button then disappears, so focus goes back to the field, not to the page. */
function ClearAll({ label, onClear }: { label: string; onClear: () => void }) {
  const focusTrigger = useFocusLookAlikeTrigger();
  return (
    // Not a trigger: keep a surrounding ButtonContext from handing it props.
    <ButtonContext.Provider value={null}>
      <Button
        variant="tertiary"
        size="md"
        className={styles.clear}
        onPress={() => {
          onClear();
          focusTrigger();
        }}
      >
        {label}
      </Button>
    </ButtonContext.Provider>
  );
}


import { useId, useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { LookAlikeField, useLookAlikeLabelling, type LookAlikeEvents } from '../Select/lookAlike';
import type { SelectOption } from '../Select/OptionList';
import type { ComboBoxProps } from './interfaces';
import selectStyles from '../Select/Select.module.scss';
import styles from './ComboBox.module.scss';

export interface ComboBoxPreviewProps<T extends SelectOption> extends Omit<ComboBoxProps<T>, 'onFocusChange'>, LookAlikeEvents {
  /** What the user has typed into the look-alike; undefined until they type (the input shows the chosen option). */
  typedText: string | undefined;
  onTypedTextChange: (text: string) => void;
  /** An input method composition (Hangul, kana) started or ended: the working control must not replace it meanwhile. */
  onComposingChange: (isComposing: boolean) => void;
}

/**
 * The combo box as it looks and reads before its working code has loaded (ComboBox.tsx): the same elements, classes
 * and names as React Aria's combo box, without the list. The input takes typing (kept for the working control); focus,
 * the open button or Arrow Down/Up ask for the working code.
 */
export function ComboBoxPreview<T extends SelectOption>(props: ComboBoxPreviewProps<T>) {
  const { description, isInvalid = false, isRequired = false, isDisabled = false, className, name, form, onFocusChange, onOpenRequest } = props;
  const generatedInputId = useId();
  // React Aria gives a combo box's `id` to its input.
  const inputId = props.id ?? generatedInputId;
  const chosenId = props.value === undefined ? props.defaultValue : props.value;
  return (
    <LookAlikeField {...{ description, isInvalid, isDisabled, onFocusChange, onOpenRequest }} labelFor={inputId}>
      <div
        className={[selectStyles.select, className].filter(Boolean).join(' ')}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Field label={props.label} description={description} errorMessage={props.errorMessage} isRequired={isRequired}>
          <PreviewGroup {...props} inputId={inputId} />
        </Field>
        {name !== undefined && <input type="hidden" name={name} form={form} value={chosenId == null ? '' : String(chosenId)} />}
      </div>
    </LookAlikeField>
  );
}

/** The input row, inside `LookAlikeField` (it reads the label's and help texts' ids). */
function PreviewGroup<T extends SelectOption>({
  options,
  value,
  defaultValue,
  placeholder,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  openButtonLabel,
  inputId,
  typedText,
  onTypedTextChange,
  onComposingChange,
  onFocusChange,
  onOpenRequest,
}: ComboBoxPreviewProps<T> & { inputId: string }) {
  const { t } = useLingui();
  const { labelId, describedBy } = useLookAlikeLabelling();
  const buttonId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenId = value === undefined ? defaultValue : value;
  const chosen = chosenId == null ? undefined : options.find((option) => option.id === chosenId);
  const opensList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpenRequest();
  };
  return (
    <div className={styles.group} role="group" data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <span className={styles.searchIcon} aria-hidden="true">
        <Icon name="search" />
      </span>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="text"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- no list exists yet to control; React Aria's combo box also sets aria-controls only while its list is open
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={isDisabled}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
        value={typedText ?? chosen?.label ?? ''}
        onChange={(event) => onTypedTextChange(event.target.value)}
        onCompositionStart={() => onComposingChange(true)}
        onCompositionEnd={() => onComposingChange(false)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        onKeyDown={opensList}
      />
      <Button
        id={buttonId}
        className={styles.button}
        excludeFromTabOrder
        isDisabled={isDisabled}
        aria-label={openButtonLabel ?? t`Show options`}
        aria-labelledby={`${buttonId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        onPress={() => {
          inputRef.current?.focus();
          onOpenRequest();
        }}
      >
        <Icon name="chevronDown" />
      </Button>
    </div>
  );
}

import { useCallback, useContext, useEffect, useRef } from 'react';
import { Button, ComboBox as AriaComboBox, ComboBoxStateContext, Group, Input, useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from '../Select/OptionList';
import type { ComboBoxProps } from './interfaces';

export interface ComboBoxControlProps<T extends SelectOption> extends ComboBoxProps<T> {
  /** What the user typed into the look-alike this control replaces (ComboBox.tsx): the input starts with it. */
  handOverText?: string | undefined;
  /** The look-alike asked for the list (typing, the open button, Arrow Down/Up): it opens on arrival. */
  openOnArrival?: boolean | undefined;
}
import selectStyles from '../Select/Select.module.scss';
import styles from './ComboBox.module.scss';

function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * Pick one option from a long list by typing part of it (the country picker: 200+ entries).
 * Typing filters the list (accents and case ignored); options that cannot be chosen are shown
 * disabled; when nothing matches, the list says "No results". Arrow keys move, Enter picks, Escape
 * closes the list (a second Escape clears the text).
 */
export function ComboBoxControl<T extends SelectOption>(props: ComboBoxControlProps<T>) {
  const {
    label,
    options,
    value,
    defaultValue,
    onChange,
    placeholder,
    description,
    errorMessage,
    isInvalid = false,
    noResultsText,
    openButtonLabel,
    isRequired = false,
    isDisabled = false,
    className,
    handOverText,
    openOnArrival = false,
    ...rest
  } = props;
  const { t } = useLingui();
  const { locale } = useLocale();
  // Anywhere in the label, ignoring case and accents in every language: "espana" finds "España" even
  // in Spanish (where a collator treats ñ as its own letter), and "하" finds "한국" (Hangul syllables
  // decompose into jamo).
  const contains = useCallback(
    (text: string, query: string) => fold(text, locale).includes(fold(query, locale)),
    [locale],
  );
  return (
    <AriaComboBox<T, 'single'>
      {...rest}
      defaultItems={options}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      defaultFilter={contains}
      {...(handOverText === undefined ? {} : { defaultInputValue: handOverText })}
      isInvalid={isInvalid || undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      // Nothing matching still opens the list, to say so.
      allowsEmptyCollection
      className={[selectStyles.select, className].filter(Boolean).join(' ')}
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Group className={styles.group}>
          <span className={styles.searchIcon} aria-hidden="true">
            <Icon name="search" />
          </span>
          <Input className={styles.input} placeholder={placeholder} />
          {(handOverText !== undefined || openOnArrival) && <HandOver typed={handOverText !== undefined} open={openOnArrival} />}
          <Button className={styles.button} aria-label={openButtonLabel ?? t`Show options`}>
            <Icon name="chevronDown" />
          </Button>
        </Group>
      </Field>
      <OptionPopover>
        <OptionListBox<T> emptyText={noResultsText ?? t`No results`}>
          {(option) => <OptionItem option={option} />}
        </OptionListBox>
      </OptionPopover>
    </AriaComboBox>
  );
}

/**
 * Takes over from the look-alike once mounted inside the combo box: the caret after what was typed, and the list
 * opened when it was asked for (filtered by the typed text, or all options after the open button or an arrow key).
 */
function HandOver({ typed, open }: { typed: boolean; open: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !state) return;
    arrived.current = true;
    const input = document.activeElement;
    if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
    if (open) state.open(null, typed ? 'input' : 'manual');
  }, [state, typed, open]);
  return null;
}

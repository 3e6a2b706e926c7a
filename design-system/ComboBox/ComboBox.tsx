import { useCallback } from 'react';
import { Button, ComboBox as AriaComboBox, Group, Input, useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { OptionItem, OptionListBox, OptionPopover, type SelectOption } from '../Select/OptionList';
import type { ComboBoxProps } from './interfaces';
import selectStyles from '../Select/Select.module.scss';
import styles from './ComboBox.module.scss';

function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * Pick one option from a long list by typing part of it (the country picker: 200+ entries).
 * Typing filters the list (accents and case ignored); options that cannot be chosen are shown
 * disabled; when nothing matches, the list says "No results". Arrow keys move, Enter picks, Escape
 * closes the list (a second Escape clears the text). React Aria's combo box, working from the first paint.
 */
export function ComboBox<T extends SelectOption>(props: ComboBoxProps<T>) {
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

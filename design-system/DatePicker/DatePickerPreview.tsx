import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { DateValue } from '@internationalized/date';
import { useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { LookAlikeField, useLookAlikeLabelling, type LookAlikeEvents } from '../Select/lookAlike';
import { isHandedOverKey } from './handOver';
import type { DatePickerProps, DateRangePickerProps, PickerDate, SegmentPlace } from './interfaces';
import { lookAlikeSegments, parseIsoDay, toIsoDay, type CalendarDay, type SegmentPlaceholders } from './lookAlikeSegments';
import styles from './DatePicker.module.scss';

/** What a picker's look-alike tells the picker that will replace it (DatePicker.tsx). */
export interface PickerPreviewEvents extends LookAlikeEvents {
  /** Focus entered a date segment, or left the field (`undefined`). */
  onSegmentFocusChange: (place: SegmentPlace | undefined) => void;
  /** A key the working field should receive (a digit, erasing, stepping), in the segment that has focus. */
  onKeyTyped: (key: string) => void;
}

interface PreviewField {
  slot: SegmentPlace['slot'];
  day: CalendarDay | undefined;
  name: string | undefined;
}

interface PreviewFrameProps extends PickerPreviewEvents {
  label: DatePickerProps['label'];
  description: DatePickerProps['description'];
  errorMessage: DatePickerProps['errorMessage'];
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  isReadOnly: boolean;
  className: string | undefined;
  form: string | undefined;
  fields: PreviewField[];
  placeholderDay: CalendarDay;
  buttonLabel: string;
}

function dayOf(date: PickerDate | null | undefined): CalendarDay | undefined {
  if (date == null) return undefined;
  if (typeof date === 'string') return parseIsoDay(date);
  return { year: date.year, month: date.month, day: date.day };
}

/** The day the empty segments are laid out for: the caller's `placeholderValue`, else today (as React Stately). */
function placeholderDayOf(placeholderValue: DateValue | null | undefined): CalendarDay {
  const now = new Date();
  return dayOf(placeholderValue) ?? { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The date picker as it looks and reads before its working code has loaded (DatePicker.tsx): the same elements,
 * classes and names as React Aria's date picker (a group of spin buttons per date, the calendar button, the hidden
 * input), without @internationalized/date. Focus on a segment asks for the working code; keys typed meanwhile are
 * kept for it; the calendar button and Alt+Arrow Down ask for the calendar.
 */
export function DatePickerPreview<T extends DateValue>(props: DatePickerProps<T> & PickerPreviewEvents) {
  const { t } = useLingui();
  const value = props.value === undefined ? props.defaultValue : props.value;
  return (
    <PreviewFrame
      {...frameProps(props)}
      fields={[{ slot: undefined, day: dayOf(value), name: props.name }]}
      buttonLabel={props.calendarButtonLabel ?? t`Choose date`}
    />
  );
}

/** The date range picker before its working code has loaded (see `DatePickerPreview`). */
export function DateRangePickerPreview<T extends DateValue>(props: DateRangePickerProps<T> & PickerPreviewEvents) {
  const { t } = useLingui();
  const value = props.value === undefined ? props.defaultValue : props.value;
  return (
    <PreviewFrame
      {...frameProps(props)}
      fields={[
        { slot: 'start', day: dayOf(value?.start), name: props.startName },
        { slot: 'end', day: dayOf(value?.end), name: props.endName },
      ]}
      buttonLabel={props.calendarButtonLabel ?? t`Choose dates`}
    />
  );
}

function frameProps<T extends DateValue>(props: (DatePickerProps<T> | DateRangePickerProps<T>) & PickerPreviewEvents) {
  return {
    label: props.label,
    description: props.description,
    errorMessage: props.errorMessage,
    isInvalid: props.isInvalid ?? false,
    isRequired: props.isRequired ?? false,
    isDisabled: props.isDisabled ?? false,
    isReadOnly: props.isReadOnly ?? false,
    className: props.className,
    form: props.form,
    placeholderDay: placeholderDayOf(props.placeholderValue),
    onFocusChange: props.onFocusChange,
    onOpenRequest: props.onOpenRequest,
    onSegmentFocusChange: props.onSegmentFocusChange,
    onKeyTyped: props.onKeyTyped,
  };
}

function PreviewFrame(props: PreviewFrameProps) {
  const { label, description, errorMessage, isInvalid, isRequired, isDisabled, className, onFocusChange, onOpenRequest } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  const focusFirstSegment = () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  return (
    <LookAlikeField {...{ description, isInvalid, isDisabled, onFocusChange, onOpenRequest }} onLabelPress={focusFirstSegment}>
      <div
        className={[styles.picker, className].filter(Boolean).join(' ')}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
          <PreviewGroup {...props} groupRef={groupRef} />
        </Field>
      </div>
    </LookAlikeField>
  );
}

/** The segment placeholders in the active locale: the words of the browser's own date input, as React Stately's. */
function usePlaceholders(): SegmentPlaceholders {
  const { t } = useLingui();
  return {
    year: t({ message: 'yyyy', context: 'placeholder of the year in a date field' }),
    month: t({ message: 'mm', context: 'placeholder of the month in a date field' }),
    day: t({ message: 'dd', context: 'placeholder of the day in a date field' }),
  };
}

/** The group of date fields and the calendar button, inside `LookAlikeField` (it reads the label's and help's ids). */
function PreviewGroup({
  fields,
  placeholderDay,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  form,
  buttonLabel,
  groupRef,
  onFocusChange,
  onOpenRequest,
  onSegmentFocusChange,
  onKeyTyped,
}: PreviewFrameProps & { groupRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { labelId, describedBy } = useLookAlikeLabelling();
  const placeholders = usePlaceholders();
  const groupId = useId();
  const fieldId = useId();
  const buttonId = useId();
  const [focused, setFocused] = useState<SegmentPlace>();
  const fieldNames = useMemo(() => new Intl.DisplayNames(locale, { type: 'dateTimeField' }), [locale]);
  const slotNames = { start: t`Start Date`, end: t`End Date` };
  const emptyText = t({ message: 'Empty', context: 'a date segment without a value, read by screen readers' });

  const moveFocus = (from: HTMLElement, step: 1 | -1) => {
    const segments = [...(groupRef.current?.querySelectorAll<HTMLElement>('[role="spinbutton"]') ?? [])];
    segments[segments.indexOf(from) + step]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      onOpenRequest();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      moveFocus(event.currentTarget, event.key === 'ArrowRight' ? 1 : -1);
    } else if (!isReadOnly && isHandedOverKey(event.key)) {
      event.preventDefault();
      onKeyTyped(event.key);
    }
  };

  return (
    <div
      ref={groupRef}
      id={groupId}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={styles.group}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-within={focused ? true : undefined}
    >
      {fields.map(({ slot, day, name }, index) => {
        const segments = lookAlikeSegments(day, placeholderDay, locale, placeholders);
        const firstEditable = segments.findIndex((segment) => segment.type !== 'literal');
        const slotName = slot && slotNames[slot];
        return (
          <PreviewFieldFragment key={slot ?? 'date'} hasDash={index > 0}>
            <div role="presentation" slot={slot} className={styles.input} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined} style={{ unicodeBidi: 'isolate' }}>
              {segments.map((segment, segmentIndex) => {
                const flags = { 'data-invalid': isInvalid || undefined, 'data-disabled': isDisabled || undefined };
                if (segment.type === 'literal') {
                  return (
                    // The separators are the locale's punctuation, not words: React Aria renders them as they come.
                    <span key={segmentIndex} aria-hidden="true" className={styles.segment} data-type="literal" {...flags}>
                      {segment.text}
                    </span>
                  );
                }
                const type = segment.type;
                const id = `${fieldId}-${slot ?? 'date'}-${type}`;
                const isFocused = focused !== undefined && focused.slot === slot && focused.type === type;
                return (
                  // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- tabbable unless disabled (tabIndex below), as React Aria's segments
                  <span
                    key={type}
                    id={id}
                    role="spinbutton"
                    aria-valuenow={segment.value}
                    aria-valuetext={segment.isPlaceholder ? emptyText : segment.valueText}
                    aria-valuemin={segment.minValue}
                    aria-valuemax={segment.maxValue}
                    aria-required={isRequired || undefined}
                    aria-disabled={isDisabled || undefined}
                    aria-readonly={isReadOnly || undefined}
                    aria-invalid={isInvalid || undefined}
                    aria-label={`${fieldNames.of(type) ?? type}${slotName ? `, ${slotName}` : ''}, `}
                    aria-labelledby={`${id} ${labelId}`}
                    aria-describedby={segmentIndex === firstEditable || isInvalid ? describedBy : undefined}
                    inputMode={isDisabled ? undefined : 'numeric'}
                    tabIndex={isDisabled ? undefined : 0}
                    className={styles.segment}
                    data-type={type}
                    data-placeholder={segment.isPlaceholder || undefined}
                    data-focused={isFocused || undefined}
                    {...flags}
                    onFocus={() => {
                      setFocused({ slot, type });
                      onSegmentFocusChange({ slot, type });
                      onFocusChange(true);
                    }}
                    onBlur={() => {
                      setFocused(undefined);
                      onSegmentFocusChange(undefined);
                      onFocusChange(false);
                    }}
                    onKeyDown={onKeyDown}
                  >
                    {segment.text}
                  </span>
                );
              })}
            </div>
            <input type="hidden" name={name} form={form} value={day ? toIsoDay(day) : ''} />
          </PreviewFieldFragment>
        );
      })}
      <Button
        id={buttonId}
        variant="tertiary"
        size="sm"
        className={styles.button}
        icon={<Icon name="calendar" />}
        isDisabled={isDisabled}
        aria-label={buttonLabel}
        aria-labelledby={`${buttonId} ${labelId}`}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPress={onOpenRequest}
      />
    </div>
  );
}

/** A date field of the group, after the dash that separates a range's two dates. */
function PreviewFieldFragment({ hasDash, children }: { hasDash: boolean; children: ReactNode }) {
  return (
    <>
      {hasDash && (
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
      )}
      {children}
    </>
  );
}

import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { deferredModule } from '../deferred';
import type { SelectOption } from '../Select';
import type { MultiSelectProps } from './interfaces';
import { useLookAlikeSwap } from '../Select/useLookAlikeSwap';
import { MultiSelectPreview } from './MultiSelectPreview';

const control = deferredModule(() => import('./MultiSelectControl'));

/**
 * Pick any number of options from a list, as a filter (members by product): a checkbox per option
 * in a list that stays open while choosing; the field shows the one choice or how many are chosen,
 * and a "Clear all" button empties it. Escape closes the list and focus returns to the field.
 *
 * The list and React Aria's collection code load when the page is idle, or at once when the field is focused or
 * pressed; until then a look-alike shows the field, its value and "Clear all" (MultiSelectPreview), and a press on
 * it opens the list as soon as it has loaded. The value lives here, so it survives the swap.
 */
export function MultiSelect<T extends SelectOption>(props: MultiSelectProps<T>) {
  const { value: valueProp, defaultValue = [], onChange, ...rest } = props;
  const { module, events, handOver } = useLookAlikeSwap(control, props);
  const [innerValue, setInnerValue] = useState<readonly Key[]>(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: readonly Key[]) => {
    // Keep the options' order whatever the clicking order was.
    const ordered = props.options.map((option) => option.id).filter((id) => next.includes(id));
    if (valueProp === undefined) setInnerValue(ordered);
    onChange?.(ordered);
  };
  if (!module) return <MultiSelectPreview<T> {...rest} value={value} setValue={setValue} {...events} />;
  const { MultiSelectControl } = module;
  return (
    <MultiSelectControl<T>
      {...rest}
      value={value}
      setValue={setValue}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user's focus is on the look-alike it replaces
      autoFocus={handOver.autoFocus}
      defaultOpen={handOver.defaultOpen}
    />
  );
}

import { deferredModule } from '../deferred';
import type { SelectOption } from './OptionList';
import type { SelectProps } from './interfaces';
import { SelectPreview } from './SelectPreview';
import { useLookAlikeSwap } from './useLookAlikeSwap';

const control = deferredModule(() => import('./SelectControl'));

/**
 * Pick one option from a list that is too long to show as radio buttons (country, year, page size,
 * time zone). The list opens under the field, at most 192 px high, then scrolls; typing a letter
 * jumps to the first matching option, Escape closes it and focus returns to the field.
 *
 * The list and React Aria's collection code load when the page is idle, or at once when the field is focused or
 * pressed; until then a look-alike shows the field and its value (SelectPreview), and a press on it opens the list
 * as soon as it has loaded.
 */
export function Select<T extends SelectOption>(props: SelectProps<T>) {
  const { module, events, handOver } = useLookAlikeSwap(control, props);
  if (!module) return <SelectPreview<T> {...props} {...events} />;
  const { SelectControl } = module;
  // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user's focus is on the look-alike it replaces
  return <SelectControl<T> {...props} autoFocus={handOver.autoFocus} defaultOpen={handOver.defaultOpen} />;
}

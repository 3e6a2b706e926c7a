import { useState } from 'react';
import { deferredModule, useDeferredModule } from '../deferred';
import type { SelectOption } from './OptionList';
import type { SelectProps } from './interfaces';
import { SelectPreview } from './SelectPreview';

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
  const [module, reach] = useDeferredModule(control);
  const [isFocused, setFocused] = useState(false);
  const [isOpenRequested, setOpenRequested] = useState(false);
  if (module) {
    const { SelectControl } = module;
    return (
      <SelectControl<T>
        {...props}
        // Focus stays where the user left it when the look-alike gives way, and a press on it opens the list.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user's focus is on the look-alike it replaces
        autoFocus={props.autoFocus || isFocused || undefined}
        defaultOpen={props.defaultOpen || (isFocused && isOpenRequested) || undefined}
      />
    );
  }
  return (
    <SelectPreview<T>
      {...props}
      onFocusChange={(focused) => {
        setFocused(focused);
        if (focused) reach();
      }}
      onOpenRequest={() => {
        setOpenRequested(true);
        reach();
      }}
    />
  );
}

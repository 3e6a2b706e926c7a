import { useState } from 'react';
import { deferredModule } from '../deferred';
import type { SelectOption } from '../Select/OptionList';
import { useLookAlikeSwap } from '../Select/useLookAlikeSwap';
import type { ComboBoxProps } from './interfaces';
import { ComboBoxPreview } from './ComboBoxPreview';

const control = deferredModule(() => import('./ComboBoxControl'));

/**
 * Pick one option from a long list by typing part of it (the country picker: 200+ entries).
 * Typing filters the list (accents and case ignored); options that cannot be chosen are shown
 * disabled; when nothing matches, the list says "No results". Arrow keys move, Enter picks, Escape
 * closes the list (a second Escape clears the text).
 *
 * The list and React Aria's collection code load when the page is idle, or at once when the field is focused; until
 * then a look-alike shows the field and its value (ComboBoxPreview). What is typed into it meanwhile stays, the list
 * opens on arrival if it was asked for, and an input method composition (Hangul, kana) is never cut: the working
 * control waits for it to end.
 */
export function ComboBox<T extends SelectOption>(props: ComboBoxProps<T>) {
  const { module, events, handOver } = useLookAlikeSwap(control, props);
  const [typedText, setTypedText] = useState<string>();
  const [isComposing, setComposing] = useState(false);
  if (!module || isComposing) {
    return (
      <ComboBoxPreview<T>
        {...props}
        {...events}
        typedText={typedText}
        onTypedTextChange={(text) => {
          setTypedText(text);
          events.onOpenRequest();
        }}
        onComposingChange={setComposing}
      />
    );
  }
  const { ComboBoxControl } = module;
  return (
    <ComboBoxControl<T>
      {...props}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user's focus is on the look-alike it replaces
      autoFocus={handOver.autoFocus}
      handOverText={typedText}
      openOnArrival={handOver.defaultOpen}
    />
  );
}

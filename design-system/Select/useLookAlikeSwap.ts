import { useState } from 'react';
import { useDeferredModule, type DeferredModule } from '../deferred';
import type { LookAlikeEvents } from './lookAlike';

interface SwapProps {
  autoFocus?: boolean | undefined;
  defaultOpen?: boolean | undefined;
}

/**
 * A select's look-alike and its working control (Select.tsx, MultiSelect.tsx): the deferred module once loaded, the
 * look-alike's events (focus or a press loads it now) and the props that hand the user's place over when the control
 * replaces the look-alike: focus stays on the field, and a press on the look-alike opens the list.
 */
export function useLookAlikeSwap<M>(
  control: DeferredModule<M>,
  props: SwapProps,
): { module: M | undefined; events: LookAlikeEvents; handOver: { autoFocus: true | undefined; defaultOpen: true | undefined } } {
  const [module, reach] = useDeferredModule(control);
  const [isFocused, setFocused] = useState(false);
  const [isOpenRequested, setOpenRequested] = useState(false);
  return {
    module,
    events: {
      onFocusChange: (focused) => {
        setFocused(focused);
        if (focused) reach();
      },
      onOpenRequest: () => {
        setOpenRequested(true);
        reach();
      },
    },
    handOver: {
      autoFocus: props.autoFocus || isFocused || undefined,
      defaultOpen: props.defaultOpen || (isFocused && isOpenRequested) || undefined,
    },
  };
}

import { useContext, useEffect, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

interface OverlayStateProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Open-state props for a `ModalOverlay` that may sit inside a `DialogTrigger`. Inside a trigger the
 * trigger's state drives the overlay and React Aria does not call the overlay's `onOpenChange`; this
 * hook reports the trigger's changes to it, so `onOpenChange` works the same in both uses.
 */
export function useOverlayState({ isOpen, defaultOpen, onOpenChange }: OverlayStateProps): OverlayStateProps {
  const triggerState = useContext(OverlayTriggerStateContext);
  const triggerOpen = triggerState?.isOpen;
  const reported = useRef(triggerOpen);
  const callback = useRef(onOpenChange);
  useEffect(() => {
    callback.current = onOpenChange;
  });
  useEffect(() => {
    if (triggerOpen === undefined || reported.current === triggerOpen) return;
    reported.current = triggerOpen;
    callback.current?.(triggerOpen);
  }, [triggerOpen]);
  return triggerState ? {} : { isOpen, defaultOpen, onOpenChange };
}

import { useEffect, type RefObject } from 'react';
import type { PickerHandOver, SegmentPlace } from './interfaces';

/** The keys a look-alike segment keeps for the working field (digits, erasing, stepping). */
export function isHandedOverKey(key: string): boolean {
  return /^[0-9]$/.test(key) || ['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].includes(key);
}

/** The segment of `place` inside a picker's group (a range's fields carry their slot, `start` or `end`). */
export function segmentAt(group: HTMLElement, place: SegmentPlace): HTMLElement | null {
  const field = place.slot ? group.querySelector(`[slot="${place.slot}"]`) : group;
  return field?.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${place.type}"]`) ?? null;
}

/**
 * A key as the user's keyboard gives it to a focused date segment: React Aria's segment reads typed digits and
 * erasing from `beforeinput` (as an input method would send them) and stepping from `keydown`.
 */
function replayKey(target: Element, key: string): void {
  if (/^[0-9]$/.test(key)) {
    target.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: key, bubbles: true, cancelable: true }));
  } else if (key === 'Backspace' || key === 'Delete') {
    const inputType = key === 'Backspace' ? 'deleteContentBackward' : 'deleteContentForward';
    target.dispatchEvent(new InputEvent('beforeinput', { inputType, bubbles: true, cancelable: true }));
  } else {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Once, when the working picker replaces its look-alike: focus the segment the user was on and give it the keys they
 * typed meanwhile, one at a time (each lets the field render, as it moves to the next segment after a full month).
 */
export function useHandOver(groupRef: RefObject<HTMLElement | null>, handOver: PickerHandOver | undefined): void {
  useEffect(() => {
    const group = groupRef.current;
    const place = handOver?.place;
    if (!group || !place) return;
    segmentAt(group, place)?.focus();
    let cancelled = false;
    void (async () => {
      for (const key of handOver.keys) {
        await nextTask();
        const target = document.activeElement;
        if (cancelled || !target || !group.contains(target)) return;
        replayKey(target, key);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Only the hand-over the control mounted with: later renders are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);
}

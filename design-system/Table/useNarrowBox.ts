import { useLayoutEffect, useState, type RefObject } from 'react';
import { deviceClassForWidth, deviceKind } from '@tokens';
import { useDeviceKind } from '../useDeviceClass';

/**
 * Whether the element's own box is of a phone's device class (narrower than tablet_md, 576 px), whatever the
 * window: a table in a side column is narrow on a desktop too. The first render guesses from the window's class (a
 * box is never wider than the window), which is right on phones and for full-width tables on wider screens; the
 * box is then measured once before the first paint, so a table never flashes in the other layout, and followed by
 * a ResizeObserver (its updates render after the resize, as any state).
 */
export function useNarrowBox(ref: RefObject<HTMLElement | null>): boolean {
  const windowIsNarrow = useDeviceKind() === 'mobile';
  const [measured, setMeasured] = useState<boolean | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A hidden box (an inactive tab) measures 0: it keeps the last layout.
    const measure = (width: number | undefined) => {
      if (width) setMeasured(deviceKind(deviceClassForWidth(width)) === 'mobile');
    };
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => measure(entry?.borderBoxSize[0]?.inlineSize));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measured ?? windowIsNarrow;
}

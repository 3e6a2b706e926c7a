import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the scroller's content is wider than its box (it scrolls sideways), measured again when the box or its
 * first child (the table, which grows as rows arrive) changes size. While it scrolls, `cue` gets `data-more-start`
 * and `data-more-end` on the sides that have more to see, updated on scroll without a render of React: the edge
 * shades are drawn by CSS from them.
 */
export function useOverflowsInline(scrollerRef: RefObject<HTMLElement | null>, cueRef?: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      const scrolls = hidden > 1;
      // Negative from the start in a right-to-left page.
      const offset = Math.abs(scroller.scrollLeft);
      cueRef?.current?.toggleAttribute('data-more-start', scrolls && offset > 1);
      cueRef?.current?.toggleAttribute('data-more-end', scrolls && offset < hidden - 1);
      setOverflows(scrolls);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [scrollerRef, cueRef]);
  return overflows;
}

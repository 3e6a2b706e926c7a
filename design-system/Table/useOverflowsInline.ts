import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than its box (it scrolls sideways). Measured again when the box or its
 * first child (the table, which grows as rows arrive) changes size.
 */
export function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

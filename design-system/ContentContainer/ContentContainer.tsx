import { forwardRef, useEffect, useRef, useState, type Ref } from 'react';
import { contentClassForWidth, type ContentClass } from '@tokens';
import type { ContentContainerProps } from './interfaces';
import styles from './ContentContainer.module.scss';

/**
 * The main column of a page: capped at 1200 px and centred, with side padding that grows with the
 * spec's five content-width classes (up to 288, 289-543, 544-735, 736-972, 973-1200 px). It is the
 * `content` size container, so components inside can use the `content-up`/`content-down` mixins, and it
 * exposes its class as `data-content-class`.
 */
export const ContentContainer = forwardRef<HTMLDivElement, ContentContainerProps>(function ContentContainer(
  { children, className, ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLDivElement>(null);
  const [contentClass, setContentClass] = useState<ContentClass | undefined>(undefined);

  // The observer reports the width after the browser's own layout: measuring in a layout effect forced a
  // synchronous layout of the whole page on mount (150 ms on a slow phone). Styles never wait for the
  // attribute (container queries do the padding), so its first value may arrive a frame later.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize;
      if (width !== undefined) setContentClass(contentClassForWidth(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const setRefs = (element: HTMLDivElement | null) => {
    ref.current = element;
    assignRef(forwardedRef, element);
  };

  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')} data-content-class={contentClass}>
      <div {...rest} ref={setRefs} className={styles.content}>
        {children}
      </div>
    </div>
  );
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

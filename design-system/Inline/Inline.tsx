import { forwardRef } from 'react';
import type { InlineProps } from './interfaces';
import styles from './Inline.module.scss';

/**
 * Children side by side (button rows, tags, meta data), wrapping onto new lines when they do not fit:
 * Spanish labels and narrow screens never push a row out of its container.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { children, gap = 2, align = 'center', justify = 'start', wrap = true, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      {...rest}
      // A ref to the common HTMLElement fits every element this primitive renders.
      ref={ref as never}
      className={[styles.inline, className].filter(Boolean).join(' ')}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
    >
      {children}
    </Element>
  );
});

import { forwardRef } from 'react';
import type { StackProps } from './interfaces';
import styles from './Stack.module.scss';

/**
 * Vertical rhythm: children one below the other with a gap from the spacing scale. Use it for form
 * sections, card bodies and page sections instead of margins on the children.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { children, gap = 4, align = 'stretch', as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      {...rest}
      // A ref to the common HTMLElement fits every element this primitive renders.
      ref={ref as never}
      className={[styles.stack, className].filter(Boolean).join(' ')}
      data-gap={gap}
      data-align={align}
    >
      {children}
    </Element>
  );
});

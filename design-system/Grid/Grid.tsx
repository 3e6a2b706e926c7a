import { forwardRef } from 'react';
import type { GridProps } from './interfaces';
import styles from './Grid.module.scss';

/**
 * Equal-width columns for cards and summary tiles (product cards, plan cards, dashboard blocks). The
 * column count follows the width of the grid's own container, so a grid in a side panel collapses
 * the same way as one on a phone.
 */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { children, columns = 3, gap = 4, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <Element
        {...rest}
        // A ref to the common HTMLElement fits every element this primitive renders.
        ref={ref as never}
        className={styles.grid}
        data-gap={gap}
        data-columns={columns}
      >
        {children}
      </Element>
    </div>
  );
});

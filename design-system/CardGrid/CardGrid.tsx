import { Children, isValidElement } from 'react';
import type { CardGridProps } from './interfaces';
import styles from './CardGrid.module.scss';

/**
 * Cards in as many columns as fit (service cards, blog posts), as a list so screen readers say how many
 * there are. Columns follow the grid's own width, not the window's.
 */
export function CardGrid({ children, minItemWidth = 'md', className, 'aria-label': ariaLabel }: CardGridProps) {
  return (
    // An explicit role: Safari drops list semantics from a styled list without it.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above
    <ul role="list" aria-label={ariaLabel} className={[styles.grid, className].filter(Boolean).join(' ')} data-min={minItemWidth}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key != null ? child.key : index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}

import type { FilterBarProps } from './interfaces';
import styles from './FilterBar.module.scss';

/**
 * The filters above a list or table: stacked on narrow content, one wrapping row with their bottoms aligned from
 * content_md. One component so every list's filters sit and wrap the same way.
 */
export function FilterBar({ 'aria-label': ariaLabel, children }: FilterBarProps) {
  return (
    <div className={styles.filterBar} role="search" aria-label={ariaLabel}>
      {children}
    </div>
  );
}

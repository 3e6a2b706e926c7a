import type { ListResultsProps } from './interfaces';
import styles from './ListResults.module.scss';

/**
 * A list's results as one block: the count, the list, then its pages, under the page's `FilterBar`. One component so
 * every list counts, spaces and pages the same way.
 */
export function ListResults({ count, children, pagination }: ListResultsProps) {
  return (
    <div className={styles.results}>
      <p className={styles.count} role="status">
        {count}
      </p>
      {children}
      {pagination ? <div className={styles.pagination}>{pagination}</div> : null}
    </div>
  );
}

import type { DescriptionListProps } from './interfaces';
import styles from './DescriptionList.module.scss';

/**
 * Key/value pairs of a detail panel (subscription info, account info, a contract) as a `<dl>`. Terms
 * and values sit side by side where there is room and stack on phones and in narrow cards: the layout
 * follows the list's own width, not the window's. For tabular data with many rows use a table.
 */
export function DescriptionList({ items, layout = 'auto', dividers = true, className, 'aria-label': ariaLabel }: DescriptionListProps) {
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <dl className={styles.list} data-layout={layout} data-dividers={dividers || undefined} aria-label={ariaLabel}>
        {items.map((item, index) => (
          <div key={item.id ?? (typeof item.term === 'string' ? item.term : index)} className={styles.row}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.description}>{item.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

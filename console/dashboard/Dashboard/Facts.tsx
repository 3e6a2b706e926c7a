import type { ReactNode } from 'react';
import styles from './DashboardPage.module.scss';

export interface Fact {
  id: string;
  term: ReactNode;
  value: ReactNode;
}

/**
 * A card's key facts in a fixed grid: the columns follow the card's width only (one, two or four), never the
 * values' lengths, so the facts keep their order and places whatever the language or the numbers.
 */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <div className={styles.factsFrame}>
      <dl className={styles.facts}>
        {items.map((item) => (
          <div key={item.id} className={styles.fact}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

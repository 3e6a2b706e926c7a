import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { numberFormat } from '../i18n/formatters';
import type { LoadMoreListProps } from './interfaces';
import styles from './LoadMoreList.module.scss';

/**
 * A feed read from the top (the activity log): the entries so far, then "Load more" while the API says
 * there is more. Focus stays on the button, which moves down with the list, and a polite message says how
 * many entries are shown, so keyboard and screen-reader users keep their place.
 */
export function LoadMoreList<T>({
  items,
  getKey,
  renderItem,
  hasMore,
  onLoadMore,
  isLoadingMore = false,
  emptyState,
  loadMoreLabel,
  endLabel,
  className,
  'aria-label': ariaLabel,
}: LoadMoreListProps<T>) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const count = numberFormat(locale).format(items.length);
  // Announce only after a load the user asked for, not on first render.
  const [requested, setRequested] = useState(false);
  const announcement = requested && !isLoadingMore ? t`${count} entries shown` : '';

  if (items.length === 0 && !hasMore && !isLoadingMore) {
    return <div className={className}>{emptyState}</div>;
  }
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <ul className={styles.list} aria-label={ariaLabel}>
        {items.map((item) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {hasMore ? (
          <Button
            variant="secondary"
            isPending={isLoadingMore}
            onPress={() => {
              setRequested(true);
              onLoadMore();
            }}
          >
            {loadMoreLabel ?? t`Load more`}
          </Button>
        ) : (
          <p className={styles.end}>{endLabel ?? t`You have reached the end.`}</p>
        )}
      </div>
      <span className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

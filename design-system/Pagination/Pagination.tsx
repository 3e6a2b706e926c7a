import { useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { numberFormat } from '../i18n/formatters';
import type { PaginationProps } from './interfaces';
import { pageSlots } from './pages';
import styles from './Pagination.module.scss';

/**
 * Pages of a list: previous/next, the first and last page, the current one and its neighbours. The API
 * counts pages from 0 and people from 1: `page` is 0-based, the buttons say 1, 2, 3. On a narrow container
 * the numbers give way to "3 / 20".
 */
export function Pagination({
  page,
  onPageChange,
  totalItems,
  pageSize = 10,
  labels,
  className,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = numberFormat(locale);
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  // The visible number is the button's name, after a hidden "Page" (axe: the name contains what is seen).
  const pagePrefix = t`Page`;
  const currentNumber = format.format(current + 1);
  const countNumber = format.format(pageCount);
  return (
    <nav aria-label={ariaLabel ?? t`Pagination`} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <Button
        variant="tertiary"
        size="sm"
        icon={<Icon name="chevronLeft" />}
        aria-label={labels?.previous ?? t`Previous page`}
        isDisabled={current === 0}
        onPress={() => onPageChange(current - 1)}
      />
      <ol className={styles.pages}>
        {pageSlots(current, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Button
                variant={slot === current ? 'secondary' : 'tertiary'}
                size="sm"
                className={styles.page}
                {...(labels?.page ? { 'aria-label': labels.page(slot + 1) } : {})}
                aria-current={slot === current ? 'page' : undefined}
                onPress={() => onPageChange(slot)}
              >
                <span className={styles.visuallyHidden}>{`${pagePrefix} `}</span>
                {format.format(slot + 1)}
              </Button>
            </li>
          ) : (
            <li key={slot} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <span className={styles.compact}>
        <span aria-hidden="true">
          {currentNumber} / {countNumber}
        </span>
        <span className={styles.visuallyHidden}>{t`Page ${currentNumber} of ${countNumber}`}</span>
      </span>
      <Button
        variant="tertiary"
        size="sm"
        icon={<Icon name="chevronRight" />}
        aria-label={labels?.next ?? t`Next page`}
        isDisabled={current >= pageCount - 1}
        onPress={() => onPageChange(current + 1)}
      />
    </nav>
  );
}

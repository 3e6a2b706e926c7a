import { Link } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { BreadcrumbsProps } from './interfaces';
import styles from './Breadcrumbs.module.scss';

/**
 * Where the page sits in the hierarchy ("Payment management > Payment methods > Change card"), in a
 * navigation landmark. The last crumb is the current page (`aria-current="page"`), not a link.
 * Crumbs wrap onto several lines on a narrow screen rather than being cut.
 *
 * A plain ordered list of React Aria links, as React Aria's `Breadcrumbs` renders it, without that component:
 * it builds a collection (React Aria's collection machinery, about 5 KiB gzip) for a list that never changes
 * while it shows.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, onAction, className }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={ariaLabel ?? t`Breadcrumbs`} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.id} className={styles.item} data-current={isCurrent || undefined}>
              <Link
                href={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                isDisabled={isCurrent}
                onPress={onAction ? () => onAction(item.id) : undefined}
                className={styles.link}
              >
                {item.label}
              </Link>
              <span className={styles.separator} aria-hidden="true">
                <Icon name="chevronRight" />
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

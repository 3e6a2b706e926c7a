import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { BreadcrumbsProps } from './interfaces';
import styles from './Breadcrumbs.module.scss';

/**
 * Where the page sits in the hierarchy ("Payment management > Payment methods > Change card"), in a
 * navigation landmark. The last crumb is the current page (`aria-current="page"`), not a link.
 * Crumbs wrap onto several lines on a narrow screen rather than being cut.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, onAction, className }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={ariaLabel ?? t`Breadcrumbs`} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <AriaBreadcrumbs items={items} className={styles.list} onAction={onAction ? (key) => onAction(String(key)) : undefined}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
            <span className={styles.separator} aria-hidden="true">
              <Icon name="chevronRight" />
            </span>
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}

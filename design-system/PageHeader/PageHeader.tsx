import type { PageHeaderProps } from './interfaces';
import styles from './PageHeader.module.scss';

/**
 * The top of a console page: optional breadcrumbs, the `h1` title, a short description and the page's
 * actions. The actions sit beside the title on wide content and move under it on narrow content.
 */
export function PageHeader({ title, description, actions, breadcrumbs }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      {breadcrumbs != null && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description != null && <p className={styles.description}>{description}</p>}
        </div>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

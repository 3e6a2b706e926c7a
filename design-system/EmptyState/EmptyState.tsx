import type { EmptyStateProps } from './interfaces';
import styles from './EmptyState.module.scss';

/**
 * What a list, table or page shows when it has nothing in it yet: an illustration, a title, a short
 * explanation and the action that fills it ("Invite members"). For a load that failed, use an
 * `InlineAlert` with a retry instead; for no search results, say what was searched.
 */
export function EmptyState({ title, headingLevel = 3, children, illustration, action, size = 'md', className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')} data-size={size}>
      {illustration != null && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children != null && <div className={styles.text}>{children}</div>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}

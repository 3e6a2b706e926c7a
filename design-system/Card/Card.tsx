import { useId } from 'react';
import type { CardProps } from './interfaces';
import styles from './Card.module.scss';

/**
 * A surface that groups one subject (organisation info, billing summary, a blog post). With a title it
 * is a `section` named by its heading, so screen-reader users can jump between cards.
 */
export function Card({ children, title, headingLevel = 3, actions, footer, padding = 'md', className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = title != null ? 'section' : 'div';
  return (
    <Element
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-padding={padding}
      aria-labelledby={title != null ? titleId : undefined}
    >
      {(title != null || actions != null) && (
        <header className={styles.header}>
          {title != null && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
      {footer != null && <footer className={styles.footer}>{footer}</footer>}
    </Element>
  );
}

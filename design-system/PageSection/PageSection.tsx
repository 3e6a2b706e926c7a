import { useId } from 'react';
import type { PageSectionProps } from './interfaces';
import styles from './PageSection.module.scss';

/**
 * A titled part of a page on the page's background (a table, a list, a group of cards), as opposed to `Card`, which
 * frames a form or a set of facts. Heading, description and actions have one style on every page.
 */
export function PageSection({ title, description, actions, headingLevel = 2, children, ...dataAttributes }: PageSectionProps) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section {...dataAttributes} className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <div className={styles.text}>
          <Heading id={id} className={styles.title} data-level={headingLevel}>
            {title}
          </Heading>
          {description != null && <p className={styles.description}>{description}</p>}
        </div>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

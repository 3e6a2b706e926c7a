import { useId } from 'react';
import { Logo } from '../Logo';
import type { CenteredCardLayoutProps } from './interfaces';
import styles from './CenteredCardLayout.module.scss';

/**
 * The one layout of the entry pages (sign-in, sign-up steps, password pages, mailed-link pages, not-found) and the
 * extra-information gate: a full-height `main` with one centred card that reads logo, icon, title, lead, body and
 * the page's links, in that order and with the same spacing on every page; on phones the card keeps side margins
 * and less padding.
 */
export function CenteredCardLayout({
  children,
  title,
  titleId: givenTitleId,
  lead,
  icon,
  iconTone = 'neutral',
  links,
  header,
  footer,
  width = 'md',
  showLogo = true,
  className,
  'aria-labelledby': labelledBy,
}: CenteredCardLayoutProps) {
  const generatedId = useId();
  const titleId = givenTitleId ?? generatedId;
  const hasTitle = title !== undefined && title !== null;
  return (
    <main className={[styles.page, className].filter(Boolean).join(' ')}>
      <div className={styles.column} data-width={width}>
        {header !== undefined && <div className={styles.header}>{header}</div>}
        <section className={styles.card} aria-labelledby={hasTitle ? titleId : labelledBy}>
          {showLogo && <Logo size="lg" className={styles.logo} />}
          {(icon !== undefined || hasTitle || lead !== undefined) && (
            <div className={styles.intro}>
              {icon !== undefined && <span className={styles.icon} data-tone={iconTone}>
                  {icon}
                </span>}
              {hasTitle && (
                <h1 id={titleId} className={styles.title}>
                  {title}
                </h1>
              )}
              {lead !== undefined && <div className={styles.lead}>{lead}</div>}
            </div>
          )}
          {children}
          {links !== undefined && links !== null && <div className={styles.links}>{links}</div>}
        </section>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </main>
  );
}

import { Children } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FooterProps } from './interfaces';
import styles from './Footer.module.scss';

/**
 * The 40 px strip under the content (`<footer>` landmark): copyright, app version and the legal links.
 * The items wrap onto more lines on narrow windows instead of overflowing.
 */
export function Footer({ copyright, version, links, linksLabel }: FooterProps) {
  const { t } = useLingui();
  const items = Children.toArray(links);
  return (
    <footer className={styles.footer}>
      <span className={styles.copyright}>{copyright}</span>
      {version !== undefined && <span className={styles.version}>{t`Version ${version}`}</span>}
      {items.length > 0 && (
        <ul aria-label={linksLabel ?? t`Legal`} className={styles.links}>
          {items.map((item, index) => (
            // Children.toArray gives each child a stable key of its own.
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </footer>
  );
}

import { Logo } from '../Logo';
import type { CenteredCardLayoutProps } from './interfaces';
import styles from './CenteredCardLayout.module.scss';

/**
 * The single centred card of the signed-out screens (sign-in, 2FA code, password change) and the
 * extra-information gate: a full-height `main` with one card that opens with the product's logo, optional header
 * and footer, centred on every device; on phones the card keeps side margins and less padding.
 */
export function CenteredCardLayout({
  children,
  header,
  footer,
  width = 'md',
  showLogo = true,
  className,
  'aria-labelledby': labelledBy,
}: CenteredCardLayoutProps) {
  return (
    <main className={[styles.page, className].filter(Boolean).join(' ')}>
      <div className={styles.column} data-width={width}>
        {header !== undefined && <div className={styles.header}>{header}</div>}
        <section className={styles.card} aria-labelledby={labelledBy}>
          {showLogo && <Logo size="lg" className={styles.logo} />}
          {children}
        </section>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </main>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import styles from './NotFoundPage.module.scss';

/** Any path the console does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <Link to="/" className={styles.link}>
        <Trans>Go to the start page</Trans>
      </Link>
    </main>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { screens, type Screen, type ScreenKey } from '@console/app/screens/registry';
import styles from './NotBuiltYetPage.module.scss';
import { useCatalog } from './catalog';

export interface NotBuiltYetPageProps {
  /** The screen whose route exists but whose page comes with a later issue. */
  screen: ScreenKey;
}

/**
 * A registered route whose page is not built yet: its real title and a clearly marked notice, so
 * nobody mistakes it for a finished screen (the README's screen table says the same).
 */
export function NotBuiltYetPage({ screen }: NotBuiltYetPageProps) {
  useCatalog();
  const { i18n } = useLingui();
  const { title, issue, area }: Screen = screens[screen];
  // Inside the console the shell already provides <main>; signed-out pages bring their own.
  const Element = area === 'console' ? 'div' : 'main';
  return (
    <Element className={styles.page} data-screen-status="not-built">
      <h1 className={styles.title}>{i18n._(title)}</h1>
      <section className={styles.notice} aria-labelledby="not-built-heading">
        <h2 id="not-built-heading" className={styles.noticeTitle}>
          <Trans>Not built yet</Trans>
        </h2>
        <p className={styles.text}>
          {issue === undefined ? (
            <Trans>This screen has its address already; its page comes with a later change.</Trans>
          ) : (
            <Trans>This screen has its address already; its page comes with issue #{issue}.</Trans>
          )}
        </p>
      </section>
    </Element>
  );
}

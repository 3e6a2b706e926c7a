import { ContentContainer } from '../ContentContainer';
import { PageHeader } from '../PageHeader';
import type { PageLayoutProps } from './interfaces';
import styles from './PageLayout.module.scss';

/**
 * The template of every signed-in console page: the main column (`ContentContainer`) with the page padding of its
 * content-width class, the page header, an optional account-level notice, an optional area tab bar, then the content
 * with one gap between sections. Pages never set their own page padding or header spacing, so switching between
 * pages or tabs moves nothing that both show.
 */
export function PageLayout({
  title,
  description,
  actions,
  breadcrumbs,
  tabs,
  notice,
  width = 'wide',
  children,
  ...dataAttributes
}: PageLayoutProps) {
  return (
    <ContentContainer>
      <div {...dataAttributes} className={styles.page} data-width={width}>
        <PageHeader title={title} description={description} actions={actions} breadcrumbs={breadcrumbs} />
        {notice != null && <div className={styles.notice}>{notice}</div>}
        {tabs != null ? (
          <div className={styles.area}>
            {tabs}
            <div className={styles.content}>{children}</div>
          </div>
        ) : (
          <div className={styles.content}>{children}</div>
        )}
      </div>
    </ContentContainer>
  );
}

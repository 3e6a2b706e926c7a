import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { CardGrid } from '@ds/CardGrid';
import { Link } from '@ds/Link';
import { PageSection } from '@ds/PageSection';
import { productByCode } from '@console/shared/products';
import type { Insight } from './insights';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

/**
 * A titled group of article cards (the blog, the use cases): each opens the article in a new tab. Memoised: its
 * content is static, and the page re-renders on each of its queries' answers.
 */
export const InsightCards = memo(function InsightCards({ title, items }: { title: string; items: readonly Insight[] }) {
  useCatalog();
  const { i18n } = useLingui();
  return (
    <PageSection title={title}>
      <CardGrid minItemWidth="sm">
        {items.map((item) => (
          <Card key={item.id} className={styles.insight}>
            <span className={styles.insightProduct}>{productByCode(item.productCode)?.name}</span>
            <h3 className={styles.insightTitle}>
              <Link href={item.url} isExternal variant="standalone">
                {i18n._(item.title)}
              </Link>
            </h3>
            <p className={styles.insightSummary}>{i18n._(item.summary)}</p>
          </Card>
        ))}
      </CardGrid>
    </PageSection>
  );
});

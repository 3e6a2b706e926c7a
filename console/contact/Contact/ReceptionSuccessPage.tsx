import { Trans } from '@lingui/react/macro';
import { ButtonGroup } from '@ds/ButtonGroup';
import { PageLayout } from '@ds/PageLayout';
import { RouterLinkButton } from '@console/app/links';
import type { Locale } from '@console/i18n/locales';
import type { ReceptionType } from './contactForm';
import { useCatalog } from '../catalog';

export interface ReceptionSuccessPageProps {
  /** Which request was received (the route's `$receptionType`). */
  receptionType: ReceptionType;
  locale: Locale;
}

/**
 * After a free-trial or pricing request (spec section 2, contact/reception-success/{receptionType}): the
 * request was received and sales replies within 1 business day (UTC+9, spec section 9).
 */
export function ReceptionSuccessPage({ receptionType, locale }: ReceptionSuccessPageProps) {
  useCatalog();
  return (
    <PageLayout
      title={
        receptionType === 'free-trial' ? <Trans>We received your free-trial request</Trans> : <Trans>We received your pricing request</Trans>
      }
      description={<Trans>Our sales team will reply within 1 business day (UTC+9) at the company e-mail you gave.</Trans>}
      width="narrow"
      data-page="reception-success"
    >
      <ButtonGroup>
        <RouterLinkButton to="/$locale/console/dashboard" params={{ locale }}>
          <Trans>Back to the dashboard</Trans>
        </RouterLinkButton>
      </ButtonGroup>
    </PageLayout>
  );
}

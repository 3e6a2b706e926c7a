import { Trans } from '@lingui/react/macro';
import { ButtonGroup } from '@ds/ButtonGroup';
import { PageLayout } from '@ds/PageLayout';
import { RouterLinkButton } from '@console/app/links';
import type { Locale } from '@console/i18n/locales';
import { useCatalog } from '../catalog';

export interface ContactSuccessPageProps {
  locale: Locale;
}

/** After the contact-us form (spec section 2, contact/success): the inquiry was received. */
export function ContactSuccessPage({ locale }: ContactSuccessPageProps) {
  useCatalog();
  return (
    <PageLayout
      title={<Trans>We received your inquiry</Trans>}
      description={
        <Trans>Thank you for contacting us. We will answer by e-mail to your account's address, usually within 1 business day (UTC+9).</Trans>
      }
      width="narrow"
      data-page="contact-success"
    >
      {/* The way back: to the dashboard, or another inquiry. */}
      <ButtonGroup>
        <RouterLinkButton to="/$locale/console/dashboard" params={{ locale }}>
          <Trans>Back to the dashboard</Trans>
        </RouterLinkButton>
        <RouterLinkButton to="/$locale/console/contact-us" params={{ locale }} variant="secondary">
          <Trans>Send another inquiry</Trans>
        </RouterLinkButton>
      </ButtonGroup>
    </PageLayout>
  );
}

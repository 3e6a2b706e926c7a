import { Trans } from '@lingui/react/macro';
import { ButtonGroup } from '@ds/ButtonGroup';
import { Icon } from '@ds/Icon';
import { RouterLinkButton } from '@console/app/links';
import type { Locale } from '@console/i18n/locales';
import styles from './Contact.module.scss';
import { useCatalog } from '../catalog';

export interface ContactSuccessPageProps {
  locale: Locale;
}

/** After the contact-us form (spec section 2, contact/success): the inquiry was received. */
export function ContactSuccessPage({ locale }: ContactSuccessPageProps) {
  useCatalog();
  return (
    <section className={styles.done} aria-labelledby="contact-success-title">
      <span className={styles.doneIcon} aria-hidden="true">
        <Icon name="checkCircle" size={24} />
      </span>
      <h1 id="contact-success-title" className={styles.doneTitle}>
        <Trans>We received your inquiry</Trans>
      </h1>
      <p className={styles.doneText}>
        <Trans>Thank you for contacting us. We will answer by e-mail to your account's address, usually within 1 business day (UTC+9).</Trans>
      </p>
      {/* The way back: to the dashboard, or another inquiry. */}
      <ButtonGroup align="center">
        <RouterLinkButton to="/$locale/console/contact-us" params={{ locale }} variant="secondary">
          <Trans>Send another inquiry</Trans>
        </RouterLinkButton>
        <RouterLinkButton to="/$locale/console/dashboard" params={{ locale }}>
          <Trans>Back to the dashboard</Trans>
        </RouterLinkButton>
      </ButtonGroup>
    </section>
  );
}

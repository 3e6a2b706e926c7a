import { useMutation, useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { Badge } from '@ds/Badge';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { Link } from '@ds/Link';
import { PageLayout } from '@ds/PageLayout';
import { StatusLabel } from '@ds/StatusLabel';
import { Switch } from '@ds/Switch';
import { termsAgreeMutationOptions, termsQueryOptions } from '@console/api/queries/account';
import type { TermsAgreementResponse } from '@contract/schemas';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { legalDocumentUrl, type LegalDocument } from '@console/shared/legalDocuments';
import { DeleteAccount } from './DeleteAccount';
import styles from './AccountTermsPage.module.scss';
import { useCatalog } from '../catalog';

/** Spec section 8: the terms toasts. */
export const thirdPartyOnToast = msg`You now agree to share personal information with third parties.`;
export const thirdPartyOffToast = msg`You no longer agree to share personal information with third parties.`;
export const requiredAgreedToast = msg`You have agreed to the required terms.`;
export const termsFailedToast = msg`Failed to save your terms agreement. Please try again later.`;

const required = [
  { key: 'service', document: 'terms' },
  { key: 'privacy', document: 'privacy' },
  { key: 'cookie', document: 'cookie' },
] as const satisfies readonly { key: keyof TermsAgreementResponse; document: LegalDocument }[];

/**
 * Terms agreement (`/{locale}/console/account/terms`, reached from account info): the agreements the account
 * accepted and when (service terms, privacy policy and cookie policy required; third-party sharing optional and
 * changeable here), and the way to delete the account.
 */
export function AccountTermsPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const { locale = defaultLocale } = useParams({ strict: false });
  const terms = useQuery(termsQueryOptions(services));

  let agreements;
  if (terms.isPending) agreements = <PageLoading label={t`Loading your agreements…`} blocks={2} />;
  else if (terms.isError) agreements = <PageError error={terms.error} onRetry={() => void terms.refetch()} />;
  else agreements = <Agreements terms={terms.data} />;

  return (
    <PageLayout
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'account', label: t`Account management`, href: `/${locale}/console/account` },
            { id: 'terms', label: t`Terms agreement` },
          ]}
        />
      }
      title={t`Terms agreement`}
      data-page="account-terms"
    >
      <Card title={t`Agreements`} headingLevel={2}>
        {agreements}
      </Card>
      <DeleteAccount />
    </PageLayout>
  );
}

function Agreements({ terms }: { terms: TermsAgreementResponse }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  const agree = useMutation(termsAgreeMutationOptions(services));
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const names: Record<(typeof required)[number]['key'], string> = {
    service: t`Terms of service`,
    privacy: t`Collection and use of personal information`,
    cookie: t`Cookie policy`,
  };
  const reads: Record<LegalDocument, string> = {
    terms: t`Read the terms of service`,
    privacy: t`Read the privacy policy`,
    cookie: t`Read the cookie policy`,
  };
  const allRequired = required.every(({ key }) => terms[key]);

  const send = async (thirdParty: boolean, success: typeof thirdPartyOnToast) => {
    try {
      await agree.mutateAsync({ service: true, privacy: true, cookie: true, thirdParty });
      toaster.push({ body: success, type: 'success' });
    } catch {
      toaster.push({ body: termsFailedToast, type: 'error' });
    }
  };

  // While the change is on its way the switch shows the choice; a failure puts the saved value back.
  const thirdParty = agree.isPending && agree.variables ? agree.variables.thirdParty : terms.thirdParty;

  return (
    <div className={styles.agreements}>
      <ul className={styles.list}>
        {required.map(({ key, document }) => (
          <li key={key} className={styles.item} data-consent={key} data-agreed={terms[key] ? 'true' : 'false'}>
            <div className={styles.itemText}>
              <span className={styles.name}>
                {names[key]} <Badge tone="neutral">{t`Required`}</Badge>
              </span>
              <Link href={legalDocumentUrl(document, locale)} isExternal>
                {reads[document]}
              </Link>
            </div>
            {terms[key] ? (
              <StatusLabel vocabulary="custom" tone="success" icon="checkCircle" label={t`Agreed`} />
            ) : (
              <StatusLabel vocabulary="custom" tone="warning" icon="warning" label={t`Not agreed`} />
            )}
          </li>
        ))}
        <li className={styles.item} data-consent="thirdParty" data-agreed={terms.thirdParty ? 'true' : 'false'}>
          <div className={styles.itemText}>
            <Switch
              isSelected={thirdParty}
              isDisabled={agree.isPending || !allRequired}
              onChange={(next) => void send(next, next ? thirdPartyOnToast : thirdPartyOffToast)}
              description={t`Your organisation name and e-mail are shared with our payment partner to process card payments. You can change this at any time.`}
            >
              <span className={styles.name}>
                {t`Sharing personal information with third parties`} <Badge tone="neutral">{t`Optional`}</Badge>
              </span>
            </Switch>
          </div>
        </li>
      </ul>
      <p className={styles.agreedDate} data-agreed-date={terms.agreedDate ?? ''}>
        {terms.agreedDate ? (
          <Trans>
            Last agreed on <DateTime value={terms.agreedDate} format="dateTime" />
          </Trans>
        ) : (
          <Trans>No agreement has been recorded yet.</Trans>
        )}
      </p>
      {!allRequired && (
        <div className={styles.agreeRequired}>
          <p className={styles.text}>
            <Plural
              value={required.filter(({ key }) => !terms[key]).length}
              one="# required agreement is missing. Agree to it to keep using the console."
              other="# required agreements are missing. Agree to them to keep using the console."
            />
          </p>
          <Button
            size="sm"
            isPending={agree.isPending}
            onPress={() => void send(terms.thirdParty, requiredAgreedToast)}
          >
            <Trans>Agree to the required terms</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

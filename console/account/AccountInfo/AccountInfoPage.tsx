import { lazy } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { EmailAddress } from '@ds/EmailAddress';
import { InlineAlert } from '@ds/InlineAlert';
import { PageLayout } from '@ds/PageLayout';
import { accountQueryOptions, accountUpdateMutationOptions } from '@console/api/queries/account';
import { countriesQueryOptions } from '@console/api/queries/region';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import type { AccountResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { RouterLink } from '@console/app/links';
import { AccountTabs } from '@console/account';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useShellData } from '@console/shell';
import { accountLimits } from './accountFields';
import { EditableField, type EditableFieldProps } from './EditableField';
import styles from './AccountInfoPage.module.scss';
import { useCatalog } from '../catalog';

// The editors show after a Change button only: their code downloads on the first change instead of with the page
// (EditableField waits).
const TextField = lazy(() => import('@ds/TextField').then((module) => ({ default: module.TextField })));
const Select = lazy(() => import('@ds/Select').then((module) => ({ default: module.Select })));

/**
 * Account information (`/{locale}/console/account`, the first of the account area's tabs): the e-mail (ID),
 * account type and dates, and the name, country, organisation name and phone, each changed and saved on its
 * own. Owner and member both see it; only the owner may rename the organisation (the contract answers
 * NO_PERMISSION to a member), so a member sees it read-only with the reason.
 */
export function AccountInfoPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const account = useQuery(accountQueryOptions(services));
  const { organizationUser } = useShellData();

  let content;
  if (account.isPending) content = <PageLoading label={t`Loading your account…`} blocks={2} />;
  else if (account.isError) content = <PageError error={account.error} onRetry={() => void account.refetch()} />;
  else content = <AccountInfo account={account.data} isOwner={organizationUser?.isOwner === true} />;

  return (
    <PageLayout title={t`Account management`} tabs={<AccountTabs current="info" />} data-page="account-info">
      {content}
    </PageLayout>
  );
}

function AccountInfo({ account, isOwner }: { account: AccountResponse; isOwner: boolean }) {
  const { t } = useLingui();
  const services = useServices();
  const { locale = 'ko' } = useParams({ strict: false });
  const update = useMutation(accountUpdateMutationOptions(services));
  const save = update.mutateAsync;

  const accountType = {
    ID_PASSWORD: t`ID and password`,
    GOOGLE: t`Google account`,
    MICROSOFT: t`Microsoft account`,
  }[account.accountType];

  const facts: DescriptionListItem[] = [
    { id: 'email', term: t`E-mail (ID)`, description: <EmailAddress address={account.email} /> },
    { id: 'type', term: t`Account type`, description: accountType },
    { id: 'created', term: t`Created`, description: <DateTime value={account.createdDate} format="dateTime" /> },
    { id: 'updated', term: t`Last updated`, description: <DateTime value={account.updatedDate} format="dateTime" /> },
  ];

  const notEntered = <span className={styles.empty}>{t`Not entered`}</span>;

  return (
    <>
      <Card title={t`Sign-in`} headingLevel={2}>
        <DescriptionList items={facts} />
      </Card>
      <Card title={t`Profile`} headingLevel={2}>
        <div className={styles.rows}>
          <EditableField
            field="name"
            label={t`Name`}
            initial={account.name}
            display={account.name || notEntered}
            save={save}
            editor={({ value, onChange, errorMessage }) => (
              <TextField
                label={t`Name`}
                name="name"
                autoComplete="name"
                isRequired
                maxLength={accountLimits.name}
                value={value}
                onChange={onChange}
                isInvalid={errorMessage !== undefined}
                errorMessage={errorMessage}
              />
            )}
          />
          <CountryField country={account.country} save={save} />
          <EditableField
            field="organizationName"
            label={t`Organisation name`}
            initial={account.organizationName}
            display={account.organizationName || notEntered}
            save={save}
            readOnlyReason={isOwner ? undefined : t`Only the owner of the organisation can change its name.`}
            editor={({ value, onChange, errorMessage }) => (
              <TextField
                label={t`Organisation name`}
                name="organizationName"
                autoComplete="organization"
                isRequired
                maxLength={accountLimits.organizationName}
                value={value}
                onChange={onChange}
                isInvalid={errorMessage !== undefined}
                errorMessage={errorMessage}
              />
            )}
          />
          <EditableField
            field="phone"
            label={t`Phone`}
            initial={account.phone ?? ''}
            display={account.phone ? <span className={styles.identifier}>{account.phone}</span> : notEntered}
            save={save}
            editor={({ value, onChange, errorMessage }) => (
              <TextField
                label={t`Phone (optional)`}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                description={t`Leave it empty to remove the phone number.`}
                maxLength={accountLimits.phone}
                showCounter={false}
                value={value}
                onChange={onChange}
                isInvalid={errorMessage !== undefined}
                errorMessage={errorMessage}
              />
            )}
          />
        </div>
      </Card>
      <Card title={t`Terms and account deletion`} headingLevel={2}>
        <div className={styles.terms}>
          <p className={styles.text}>
            <Trans>See the terms you agreed to, change your optional consents, or delete your account.</Trans>
          </p>
          <RouterLink to="/$locale/console/account/terms" params={{ locale }} variant="standalone">
            <Trans>Terms agreement</Trans>
          </RouterLink>
        </div>
      </Card>
    </>
  );
}

/** The country, chosen among the available ones (the countries call, cached 1 hour). */
function CountryField({ country, save }: { country: string; save: EditableFieldProps['save'] }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const countries = useQuery(countriesQueryOptions(services));
  const name = countries.data?.find((entry) => entry.code === country)?.name ?? country;
  const options = (countries.data ?? []).map((entry) => ({ id: entry.code, label: entry.name }));

  return (
    <EditableField
      field="country"
      label={t`Country`}
      initial={country}
      display={name}
      save={save}
      editor={({ value, onChange, errorMessage }) =>
        countries.isError ? (
          <InlineAlert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onPress={() => void countries.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {i18n._(genericErrorMessage)}
          </InlineAlert>
        ) : (
          <Select
            label={t`Country`}
            isRequired
            options={options}
            value={value || null}
            onChange={(key) => onChange(key === null ? '' : String(key))}
            isInvalid={errorMessage !== undefined}
            errorMessage={errorMessage}
            isDisabled={countries.isPending}
          />
        )
      }
    />
  );
}

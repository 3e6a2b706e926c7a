import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Form } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Checkbox } from '@ds/Checkbox';
import { InlineAlert } from '@ds/InlineAlert';
import { Link } from '@ds/Link';
import { PageLayout } from '@ds/PageLayout';
import { Select } from '@ds/Select';
import { TextField } from '@ds/TextField';
import { countriesQueryOptions } from '@console/api/queries/region';
import { freeTrialRequestMutationOptions, pricingRequestMutationOptions } from '@console/api/queries/crm';
import { entryPaths, type EntryPath } from '@contract/schemas/crmValues';
import type { ProductCode } from '@contract/schemas/common';
import type { ReceptionResponse } from '@contract/schemas';
import { messageForError } from '@console/api/contextMessages';
import { useServices } from '@console/app/ServicesContext';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { PageError, PageLoading } from '@console/shared/PageState';
import { legalDocumentUrl, type LegalDocument } from '@console/shared/legalDocuments';
import { consoleProducts } from '@console/shared/products';
import {
  emptySalesForm,
  validateSalesForm,
  type ReceptionType,
  type SalesField,
  type SalesFormValues,
  type SalesProblem,
} from '../Contact/contactForm';
import styles from '../Contact/Contact.module.scss';
import { useCatalog } from '../catalog';

export interface SalesRequestPageProps {
  /** Which request: a free trial of NetFUNNEL, or a price quote. */
  kind: ReceptionType;
  /** The request was received: go to the reception page. */
  onSent: (reception: ReceptionResponse) => void;
}

const entryPathLabels: Record<EntryPath, MessageDescriptor> = {
  advertisement: msg`Advertisement`,
  sns: msg`Social media`,
  linkedIn: msg`LinkedIn`,
  search: msg`Search engine`,
  email: msg`E-mail`,
  referral: msg`Referral`,
};

/** The spec's two required sentences, paired as the API pairs them (docs/decisions.md, "Wording by context"). */
const problemMessages: Record<SalesProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  choice: msg`Value required.`,
  email: msg`This is not a valid email format.`,
};

const consentDocuments: Record<'terms' | 'privacy' | 'cookie', LegalDocument> = {
  terms: 'terms',
  privacy: 'privacy',
  cookie: 'cookie',
};

/**
 * The free-trial and pricing request forms (spec sections 2, 3 and 5): service, name, company e-mail, country,
 * contact, how the visitor heard of us, and the three consents; every field required. The two forms differ in
 * their title, the call they make and, for the free trial, the service chosen in advance (its route names it).
 */
export function SalesRequestPage({ kind, onSent }: SalesRequestPageProps) {
  useCatalog();
  const services = useServices();
  const countries = useQuery(countriesQueryOptions(services));
  const title = kind === 'free-trial' ? <Trans>Request a free trial</Trans> : <Trans>Request pricing</Trans>;
  const description =
    kind === 'free-trial' ? (
      <Trans>Try NetFUNNEL free for 14 days. Our sales team sets it up with you.</Trans>
    ) : (
      <Trans>Tell us about your service and we will send you a quote that fits it.</Trans>
    );
  let body: ReactNode;
  if (countries.isPending) body = <PageLoadingForm />;
  else if (countries.isError) body = <PageError error={countries.error} onRetry={() => void countries.refetch()} />;
  else
    body = (
      <Card>
        <SalesForm
          kind={kind}
          countries={countries.data.map((country) => ({ id: country.code, label: country.name }))}
          onSent={onSent}
        />
      </Card>
    );
  return (
    <PageLayout title={title} description={description} width="narrow" data-page={kind}>
      {body}
    </PageLayout>
  );
}

function PageLoadingForm() {
  useCatalog();
  const { t } = useLingui();
  return <PageLoading label={t`Loading the form…`} blocks={4} />;
}

interface SalesFormProps {
  kind: ReceptionType;
  countries: { id: string; label: string }[];
  onSent: (reception: ReceptionResponse) => void;
}

function SalesForm({ kind, countries, onSent }: SalesFormProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const freeTrial = useMutation(freeTrialRequestMutationOptions(services));
  const pricing = useMutation(pricingRequestMutationOptions(services));
  const send = kind === 'free-trial' ? freeTrial : pricing;
  const [values, setValues] = useState<SalesFormValues>(() =>
    kind === 'free-trial' ? { ...emptySalesForm, productCode: 'netfunnel' } : emptySalesForm,
  );
  const [submitted, setSubmitted] = useState(false);
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;

  const errors = submitted ? validateSalesForm(values) : {};
  const context = kind === 'free-trial' ? 'crm.freeTrial' : 'crm.pricing';
  const message = (field: SalesField): string | undefined => {
    const problem: SalesProblem | undefined = errors[field];
    if (!problem) return undefined;
    return i18n._(problemMessages[problem]);
  };
  const set = <K extends SalesField>(field: K, value: SalesFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (send.isError) send.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateSalesForm(values)).length > 0) return;
    const { productCode, country, entryPath } = values;
    if (!productCode || !country || !entryPath) return;
    const body = {
      productCode,
      name: values.name.trim(),
      companyEmail: values.companyEmail.trim(),
      country,
      contact: values.contact.trim(),
      entryPath,
      terms: true,
      privacy: true,
      cookie: true,
    } as const;
    if (kind === 'free-trial') freeTrial.mutate(body, { onSuccess: onSent });
    else pricing.mutate(body, { onSuccess: onSent });
  };

  const productOptions = consoleProducts
    .filter((product) => product.isAvailable)
    .map((product) => ({ id: product.productCode, label: product.name }));
  const entryPathOptions = entryPaths.map((id) => ({ id, label: i18n._(entryPathLabels[id]) }));
  const consentLink = (consent: keyof typeof consentDocuments, text: string) => (
    <Link href={legalDocumentUrl(consentDocuments[consent], locale)} isExternal>
      {text}
    </Link>
  );
  const consent = (field: 'terms' | 'privacy' | 'cookie', label: string, read: string) => (
    <Checkbox
      value={field}
      name={field}
      isRequired
      isSelected={values[field]}
      onChange={(selected) => set(field, selected)}
      isInvalid={message(field) !== undefined}
      errorMessage={message(field)}
      description={consentLink(field, read)}
    >
      {label}
    </Checkbox>
  );

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={styles.form} aria-label={t`Request`}>
      <Select
        label={t`Service`}
        name="productCode"
        isRequired
        placeholder={t`Choose a service`}
        options={productOptions}
        value={values.productCode}
        onChange={(key) => set('productCode', key === null ? null : (String(key) as ProductCode))}
        isInvalid={message('productCode') !== undefined}
        errorMessage={message('productCode')}
      />
      <div className={styles.pair}>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={(value) => set('name', value)}
          isInvalid={message('name') !== undefined}
          errorMessage={message('name')}
        />
        <TextField
          label={t`Company e-mail`}
          name="companyEmail"
          type="email"
          autoComplete="email"
          isRequired
          value={values.companyEmail}
          onChange={(value) => set('companyEmail', value)}
          isInvalid={message('companyEmail') !== undefined}
          errorMessage={message('companyEmail')}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label={t`Country`}
          name="country"
          isRequired
          options={countries}
          value={values.country}
          onChange={(key) => set('country', key === null ? null : String(key))}
          isInvalid={message('country') !== undefined}
          errorMessage={message('country')}
        />
        <TextField
          label={t`Contact number`}
          name="contact"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
          value={values.contact}
          onChange={(value) => set('contact', value)}
          isInvalid={message('contact') !== undefined}
          errorMessage={message('contact')}
        />
      </div>
      <Select
        label={t`How did you hear about us?`}
        name="entryPath"
        isRequired
        placeholder={t`Choose one`}
        options={entryPathOptions}
        value={values.entryPath}
        onChange={(key) => set('entryPath', key === null ? null : (String(key) as EntryPath))}
        isInvalid={message('entryPath') !== undefined}
        errorMessage={message('entryPath')}
      />
      <fieldset className={styles.consents}>
        <legend className={styles.consentsLegend}>
          <Trans>Consents</Trans>
        </legend>
        {consent('terms', t`Terms of service`, t`Read the terms of service`)}
        {consent('privacy', t`Collection and use of personal information`, t`Read the privacy policy`)}
        {consent('cookie', t`Cookie policy`, t`Read the cookie policy`)}
      </fieldset>
      {send.error && (
        <InlineAlert tone="error" role="alert">
          {i18n._(messageForError(context, send.error))}
        </InlineAlert>
      )}
      <p className={styles.note}>
        <Trans>Our sales team replies within 1 business day (UTC+9).</Trans>
      </p>
      <div className={styles.actions}>
        <Button type="submit" isPending={send.isPending}>
          {kind === 'free-trial' ? <Trans>Request the free trial</Trans> : <Trans>Request pricing</Trans>}
        </Button>
      </div>
    </Form>
  );
}

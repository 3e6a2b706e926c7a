import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@ds/Checkbox';
import { CheckboxGroup } from '@ds/CheckboxGroup';
import { Link } from '@ds/Link';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { legalDocumentUrl, type LegalDocument } from '@console/shared/legalDocuments';
import { errorMessages } from '@console/api/errorMessages';
import { useCatalog } from '../catalog';

/** The consents of spec section 5: three required documents and optional third-party sharing. */
export const requiredConsents = ['service', 'privacy', 'cookie'] as const;
export type Consent = (typeof requiredConsents)[number] | 'thirdParty';

export const hasRequiredConsents = (value: readonly string[]): boolean =>
  requiredConsents.every((consent) => value.includes(consent));

/** The request body's `terms` once the required consents are given (the contract accepts nothing less). */
export const agreedTerms = (thirdParty: boolean) => ({ service: true, privacy: true, cookie: true, thirdParty }) as const;

export interface TermsConsentProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Show the "agree to the required terms" message (after a submit without them). */
  isInvalid: boolean;
}

const documentOf: Record<(typeof requiredConsents)[number], LegalDocument> = {
  service: 'terms',
  privacy: 'privacy',
  cookie: 'cookie',
};

/** "Agree to all" and the four consents, each required document with a link to read it (new tab). */
export function TermsConsent({ value, onChange, isInvalid }: TermsConsentProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const read = (consent: (typeof requiredConsents)[number], text: string) => (
    <Link href={legalDocumentUrl(documentOf[consent], locale)} isExternal>
      {text}
    </Link>
  );
  return (
    <CheckboxGroup
      label={t`Terms`}
      selectAllLabel={t`I agree to all`}
      necessityIndicator="label"
      value={value}
      onChange={onChange}
      isInvalid={isInvalid}
      errorMessage={isInvalid ? i18n._(errorMessages.TERMS_REQUIRED) : undefined}
    >
      <Checkbox value="service" isRequired description={read('service', t`Read the terms of service`)}>
        {t`Terms of service`}
      </Checkbox>
      <Checkbox value="privacy" isRequired description={read('privacy', t`Read the privacy policy`)}>
        {t`Collection and use of personal information`}
      </Checkbox>
      <Checkbox value="cookie" isRequired description={read('cookie', t`Read the cookie policy`)}>
        {t`Cookie policy`}
      </Checkbox>
      <Checkbox value="thirdParty" description={t`Your organisation name and e-mail are shared with our payment partner to process card payments.`}>
        {t`Sharing personal information with third parties`}
      </Checkbox>
    </CheckboxGroup>
  );
}

export { LinkCheck, isInvalidLinkError, type LinkCheckProps } from './LinkCheck';
export { TermsConsent, hasRequiredConsents, requiredConsents, agreedTerms, type Consent, type TermsConsentProps } from './TermsConsent';

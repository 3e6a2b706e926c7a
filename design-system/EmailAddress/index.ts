export { EmailAddress, emailAddressSegments } from './EmailAddress';
export type { EmailAddressProps } from './interfaces';

export { VerificationCodeField } from './VerificationCodeField';
export type { VerificationCodeFieldProps } from './interfaces';

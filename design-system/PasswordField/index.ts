export { PasswordField } from './PasswordField';
export type { PasswordFieldProps, PasswordRule } from './interfaces';

export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { useNewPassword } from './useNewPassword';
export {
  passwordRules,
  validateNewPassword,
  newPasswordFieldCodes,
  type NewPasswordErrors,
  type NewPasswordValues,
} from './passwordRules';

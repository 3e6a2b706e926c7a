export { TextField } from './TextField';
export type { TextFieldProps, TextFieldSize, TextFieldType, TextFieldValidationState } from './interfaces';

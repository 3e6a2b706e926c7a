export { Field, useCharacterCounter } from './Field';
export type { FieldCounter, FieldProps, FieldValidationState } from './interfaces';

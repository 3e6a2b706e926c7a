export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconOnlyButtonProps, LabelledButtonProps } from './interfaces';

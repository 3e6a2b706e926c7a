// LOCAL SHIM, NEVER COMMITTED: stands in for the dsfields branch's Field until it lands.
import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';

export interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  isRequired?: boolean;
  children: ReactNode;
}

export function Field({ label, description, errorMessage, isRequired, children }: FieldProps) {
  return (
    <>
      <Label>
        {label}
        {isRequired && <span aria-hidden="true">*</span>}
      </Label>
      {children}
      {description != null && <Text slot="description">{description}</Text>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

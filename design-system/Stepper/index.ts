export { Stepper } from './Stepper';
export type { StepperProps, StepperStep } from './interfaces';

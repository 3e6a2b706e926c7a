import type { ReactNode } from 'react';

export interface StepperStep {
  /** Stable key. */
  id: string;
  /** Step name, translated by the caller ("E-mail", "Region", "Password"). */
  label: ReactNode;
}

export interface StepperProps {
  /** The steps, in order. */
  steps: StepperStep[];
  /** Id of the step the user is on; the steps before it are done. */
  currentStep: string;
  /**
   * Name of the list ("Sign-up steps"), translated by the caller.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Screen-reader words for the step states. Default: the design system's "completed" / "current step".
   * @default undefined
   */
  stateLabels?: { completed: string; current: string };
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

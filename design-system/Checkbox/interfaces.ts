import type { ReactNode } from 'react';
import type { CheckboxFieldProps as AriaCheckboxFieldProps } from 'react-aria-components';

/**
 * How a required (or optional) checkbox says so: `icon` puts a decorative `*` after the label (the
 * requirement is in the semantics), `label` adds a word ("Required" / "Optional", translated).
 */
export type CheckboxNecessityIndicator = 'icon' | 'label';

/**
 * React Aria props we forward unchanged: `isSelected`, `defaultSelected`, `onChange`, `value`, `name`,
 * `isIndeterminate`, `isDisabled`, `isReadOnly`, `isRequired`, `isInvalid`, `autoFocus`, `id`, `aria-*`...
 */
type ForwardedAriaCheckboxProps = Omit<
  AriaCheckboxFieldProps,
  'children' | 'className' | 'style' | 'validationBehavior' | 'validate'
>;

export interface CheckboxProps extends ForwardedAriaCheckboxProps {
  /** Visible label (translated by the caller). Clicking it toggles the box. */
  children: ReactNode;
  /**
   * Help text under the label, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text under the label, shown only while the checkbox is invalid (`isInvalid`, e.g. a required
   * consent left unticked after a failed submit).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Mixed state ("some of the items below are selected"), drawn as a dash. Presentational: the caller
   * computes it, and a click still toggles `isSelected`.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Required: sets `aria-required` and marks the label (see `necessityIndicator`).
   * @default false
   */
  isRequired?: boolean;
  /**
   * How the requirement is marked: `icon` (a `*` after the label, required boxes only) or `label`
   * (the words "Required" / "Optional" on every box; a consent list uses it). Inside a
   * `CheckboxGroup` the group's setting is the default.
   * @default 'icon'
   */
  necessityIndicator?: CheckboxNecessityIndicator;
  /**
   * Replaces the design system's "Required" word (`necessityIndicator="label"`).
   * @default undefined
   */
  requiredText?: ReactNode;
  /**
   * Replaces the design system's "Optional" word (`necessityIndicator="label"`).
   * @default undefined
   */
  optionalText?: ReactNode;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

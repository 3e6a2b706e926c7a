import { useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import { numberFormat } from '../i18n/formatters';
import type { StepperProps } from './interfaces';
import styles from './Stepper.module.scss';

/**
 * Progress through a multi-step flow (sign-up: e-mail, region, password). An ordered list: done steps
 * carry a check, the current one `aria-current="step"`. On a narrow container only the current
 * step's name is shown, after "2/3". Not interactive: the flow's own buttons move between steps.
 */
export function Stepper({ steps, currentStep, 'aria-label': ariaLabel, stateLabels, className }: StepperProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = numberFormat(locale);
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStep),
  );
  const completed = stateLabels?.completed ?? t`completed`;
  const current = stateLabels?.current ?? t`current step`;
  return (
    <ol className={[styles.stepper, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Icon name="check" /> : format.format(index + 1)}
            </span>
            <span className={styles.label}>
              {state === 'current' && (
                <span className={styles.position} aria-hidden="true">
                  {format.format(index + 1)}/{format.format(steps.length)}
                </span>
              )}
              {step.label}
              {state !== 'upcoming' && (
                <span className={styles.visuallyHidden}>{`, ${state === 'done' ? completed : current}`}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { forwardRef, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import { TextField } from '../TextField';
import type { PasswordFieldProps } from './interfaces';
import styles from './PasswordField.module.scss';

/**
 * Password input with show/hide (from `TextField`) and an optional live rule checklist: each rule is
 * ticked as the user types, so they learn what is missing before submitting. Controlled or
 * uncontrolled like `TextField`; the ref points at the `<input>`.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const {
    rules,
    rulesLabel,
    ruleStateLabels,
    value: valueProp,
    defaultValue = '',
    onChange,
    autoComplete = 'current-password',
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = props;
  const { t } = useLingui();
  const [innerValue, setInnerValue] = useState(defaultValue);
  const isControlled = valueProp !== undefined;
  const value = isControlled ? valueProp : innerValue;
  const handleChange = (next: string) => {
    if (!isControlled) setInnerValue(next);
    onChange?.(next);
  };

  const checklistId = useId();
  const hasRules = rules !== undefined && rules.length > 0;
  const describedBy = [ariaDescribedBy, hasRules ? checklistId : undefined].filter(Boolean).join(' ') || undefined;
  const met = ruleStateLabels?.met ?? t`met`;
  const unmet = ruleStateLabels?.unmet ?? t`not met`;

  const checklist = hasRules ? (
    <div id={checklistId} className={styles.checklist}>
      <span className={styles.heading}>{rulesLabel ?? t`Your password must have:`}</span>
      <ul className={styles.rules}>
        {rules.map((rule) => {
          const isMet = rule.isMet(value);
          return (
            <li key={rule.id} className={styles.rule} data-met={isMet || undefined}>
              <span className={styles.mark}>
                <Icon name={isMet ? 'check' : 'minus'} />
              </span>
              <span className={styles.ruleLabel}>{rule.label}</span>
              <span className={styles.visuallyHidden}>{`, ${isMet ? met : unmet}`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  ) : undefined;

  return (
    <TextField
      {...rest}
      ref={ref}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={handleChange}
      aria-describedby={describedBy}
      showCounter={false}
      after={checklist}
    />
  );
});

import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import type { ProgressBarProps } from './interfaces';
import styles from './ProgressBar.module.scss';

/**
 * Progress of a task the user waits for (an upload, an export) on React Aria's `ProgressBar`: a visible
 * label, the value formatted in the active locale (a percentage unless told otherwise), or an
 * indeterminate bar when the length is unknown. For an amount against a limit (usage of a plan), use
 * `Meter`.
 */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue = true,
  formatOptions,
  valueLabel,
  size = 'md',
  id,
  className,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      id={id}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      formatOptions={formatOptions}
      valueLabel={valueLabel}
      className={[styles.progress, className].filter(Boolean).join(' ')}
      data-size={size}
      data-indeterminate={isIndeterminate || undefined}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {showValue && !isIndeterminate && (
              <span className={styles.value} aria-hidden="true">
                {valueText}
              </span>
            )}
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

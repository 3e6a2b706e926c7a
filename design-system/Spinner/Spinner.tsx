import { ProgressBar } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import type { SpinnerProps } from './interfaces';
import styles from './Spinner.module.scss';

/**
 * Indeterminate progress indicator (`role="progressbar"`). Inside a pending `Button`,
 * React Aria links it into the button's accessible name.
 */
export function Spinner({ size = 'md', tone = 'accent', className, 'aria-label': ariaLabel, ...rest }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <ProgressBar
      {...rest}
      isIndeterminate
      aria-label={ariaLabel ?? t`Loading`}
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9" strokeWidth="3" />
        <circle className={styles.arc} cx="12" cy="12" r="9" strokeWidth="3" strokeLinecap="round" pathLength="100" />
      </svg>
    </ProgressBar>
  );
}

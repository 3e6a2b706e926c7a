import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../Spinner';
import type { LoaderProps } from './interfaces';
import styles from './Loader.module.scss';

/**
 * A centred spinner for content that is not there yet: the whole page while the signed-in user loads
 * (`variant="page"`), or one panel (`variant="section"`). It is a named progress indicator; the visible
 * label repeats the name for sighted users. For content whose shape is known, prefer `Skeleton`.
 */
export function Loader({ label, showLabel = true, variant = 'page', delay = 0, className }: LoaderProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  const name = label ?? t`Loading`;
  return (
    <div
      className={[styles.loader, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-visible={isVisible || undefined}
    >
      {isVisible && (
        <>
          <Spinner size="lg" aria-label={name} />
          {showLabel && (
            <span className={styles.label} aria-hidden="true">
              {name}
            </span>
          )}
        </>
      )}
    </div>
  );
}

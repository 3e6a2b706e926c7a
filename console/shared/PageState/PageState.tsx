import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { InlineAlert } from '@ds/InlineAlert';
import { Skeleton } from '@ds/Skeleton';
import { isApiError } from '@console/api/isApiError';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import styles from './PageState.module.scss';

export interface PageLoadingProps {
  /** What is loading, read out by screen readers (e.g. "Loading members…"). Translate it in the caller. */
  label: string;
  /**
   * Placeholder blocks (a table, a form) under the title line.
   * @default 3
   */
  blocks?: number;
  /**
   * The block's own shape while it loads, in place of the title line and blocks: the parts that need no data
   * (labels, links) with skeletons for the values, so the block keeps its final height.
   */
  placeholder?: ReactNode;
}

/** A page (or a section of one) waiting for its first data: skeletons, busy, announced once. */
export function PageLoading({ label, blocks = 3, placeholder }: PageLoadingProps) {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {label}
      </p>
      {placeholder ?? (
        <>
          <Skeleton variant="text" inlineSize="40%" />
          {Array.from({ length: blocks }, (_, index) => (
            <Skeleton key={index} variant="block" blockSize="64px" />
          ))}
        </>
      )}
    </div>
  );
}

export interface PageErrorProps {
  /** The failed query's error: an API error brings its own message, anything else the generic one. */
  error: unknown;
  /** Runs the failed call again. */
  onRetry: () => void;
}

/** A call the page needs failed: the spec's message and a retry, never a blank page. */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { i18n } = useLingui();
  const descriptor = isApiError(error) ? error.descriptor : genericErrorMessage;
  return (
    <InlineAlert
      tone="error"
      action={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {i18n._(descriptor)}
    </InlineAlert>
  );
}

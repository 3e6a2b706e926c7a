import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { InlineAlert } from '@ds/InlineAlert';
import { Loader } from '@ds/Loader';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { isApiError } from '@console/api/isApiError';
import { BackToSignInLink } from './EntryLinks';
import '../catalog';

/** Codes that mean the mailed link itself is no good (used, expired, unknown). */
const invalidLinkCodes: ReadonlySet<string> = new Set(['LINK_INVALID', 'INVITATION_INVALID']);

export function isInvalidLinkError(error: unknown): boolean {
  return isApiError(error) && error.errorCode !== undefined && invalidLinkCodes.has(error.errorCode);
}

export interface LinkCheckProps<T> {
  /** The query that reads what the link points at. */
  query: UseQueryResult<T>;
  /** What to show when the link is invalid or expired (a page of its own or a redirect). */
  invalid: ReactNode;
  /** The page once the link checked out. */
  children: (data: T) => ReactNode;
}

/**
 * A page opened from a mailed link: a loader while the link is checked, the invalid-link page when the
 * server refuses it, and an error with a retry for anything else (never a blank page).
 */
export function LinkCheck<T>({ query, invalid, children }: LinkCheckProps<T>) {
  const { t, i18n } = useLingui();
  if (query.isPending) return <Loader variant="page" label={t`Checking the link`} />;
  if (query.isError) {
    if (isInvalidLinkError(query.error)) return <>{invalid}</>;
    const descriptor = isApiError(query.error) ? query.error.descriptor : genericErrorMessage;
    return (
      <CenteredCardLayout
        titleId="link-check-error-title"
        title={<Trans>We could not check the link</Trans>}
        links={<BackToSignInLink />}
      >
        <InlineAlert tone="error" role="alert">
          {i18n._(descriptor)}
        </InlineAlert>
        <Button variant="secondary" size="lg" fullWidth onPress={() => void query.refetch()} isPending={query.isFetching}>
          <Trans>Try again</Trans>
        </Button>
      </CenteredCardLayout>
    );
  }
  return <>{children(query.data)}</>;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { DateTime } from '@ds/DateTime';
import { InlineAlert } from '@ds/InlineAlert';
import { errorMessages } from '@console/api/errorMessages';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import { isEditBlocked, isSpotWeek } from './subscriptionData';
import { useCatalog } from '../catalog';

// Its own file: both subscription pages show it, and the detail page must not load the select page to get it.
/** A trial's end, a spot week's end, an expired plan (editing blocked), a scheduled cancellation. */
export function StateNotice({ detail }: { detail: SubscriptionDetailResponse }) {
  useCatalog();
  const { i18n } = useLingui();
  if (detail.state === 'FREE_TRIAL' && detail.expirationDate) {
    return (
      <InlineAlert tone="info" role="note">
        <Trans>
          Your free trial ends on <DateTime value={detail.expirationDate} format="dateTime" timeZone="UTC" />. Choose a
          plan to keep using the service.
        </Trans>
      </InlineAlert>
    );
  }
  if (isSpotWeek(detail) && detail.expirationDate) {
    return (
      <InlineAlert tone="info" role="note" title={i18n._(errorMessages.SPOT_PLAN_FIXED)}>
        <Trans>
          This spot week runs until <DateTime value={detail.expirationDate} format="dateTime" timeZone="UTC" />. Then the
          plan expires; choose a plan after it to keep using the service.
        </Trans>
      </InlineAlert>
    );
  }
  if (isEditBlocked(detail)) {
    return (
      <InlineAlert tone="warning" role="note" title={i18n._(errorMessages.PLAN_EXPIRED_EDIT)}>
        {detail.expirationDate ? (
          <Trans>
            The plan expired on <DateTime value={detail.expirationDate} timeZone="UTC" />. Choose a plan to use the service
            again.
          </Trans>
        ) : (
          <Trans>Choose a plan to use the service again.</Trans>
        )}
      </InlineAlert>
    );
  }
  if (detail.state === 'CANCEL_SCHEDULED' && detail.endDate) {
    return (
      <InlineAlert tone="warning" role="note">
        <Trans>
          The subscription is cancelled on <DateTime value={detail.endDate} timeZone="UTC" />, the end of its minimum
          period. You can revert the cancellation until then in the subscription details.
        </Trans>
      </InlineAlert>
    );
  }
  if (detail.state === 'CANCELLED' && detail.endDate) {
    return (
      <InlineAlert tone="info" role="note">
        <Trans>
          The subscription ended on <DateTime value={detail.endDate} timeZone="UTC" />. Subscribe again to restore the
          kept data.
        </Trans>
      </InlineAlert>
    );
  }
  return null;
}

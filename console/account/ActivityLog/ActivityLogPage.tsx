import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { DateTime, formatDateTime } from '@ds/DateTime';
import { EmailAddress } from '@ds/EmailAddress';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { InlineAlert } from '@ds/InlineAlert';
import { LoadMoreList } from '@ds/LoadMoreList';
import { FilterBar } from '@ds/FilterBar';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { Select } from '@ds/Select';
import { StatusLabel } from '@ds/StatusLabel';
import { TimeZonePicker } from '@ds/TimeZonePicker';
import { activityLogInfiniteOptions } from '@console/api/queries/activityLog';
import { queryKeys } from '@console/api/queries/keys';
import type { ActivityLogEntry } from '@contract/schemas/activityLog';
import {
  activityCategories,
  activityPeriods,
  type ActivityCategory,
  type ActivityLogSearch,
  type ActivityPeriod,
} from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { AccountTabs } from '@console/account';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useActivityClock } from './activityClock';
import { dayAt, effectiveRange, offsetToParam, paramToOffset, utcMidnight } from './range';
import styles from './ActivityLogPage.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/account/log');

// React Aria's range picker (with the date library, its popover and dialog code) is needed only for a custom range:
// it loads then, or a little earlier when the period's select takes focus.
const loadRangePicker = () => import('./CustomRangePicker');
const CustomRangePicker = lazy(() => loadRangePicker().then((module) => ({ default: module.CustomRangePicker })));
const preloadRangePicker = () => void loadRangePicker();

const periodLabels = {
  '7d': msg({ message: 'Last 7 days', context: 'activity period' }),
  '30d': msg({ message: 'Last 30 days', context: 'activity period' }),
  '90d': msg({ message: 'Last 90 days', context: 'activity period' }),
  '12m': msg({ message: 'Last 12 months', context: 'activity period' }),
  custom: msg({ message: 'Custom range', context: 'activity period' }),
} satisfies Record<ActivityPeriod, unknown>;

const categoryLabels = {
  all: msg({ message: 'All', context: 'activity category' }),
  account: msg({ message: 'Account', context: 'activity category' }),
  member: msg({ message: 'Members', context: 'activity category' }),
  subscribe: msg({ message: 'Subscriptions', context: 'activity category' }),
  billing: msg({ message: 'Billing', context: 'activity category' }),
  security: msg({ message: 'Security', context: 'activity category' }),
  product: msg({ message: 'Services', context: 'activity category' }),
} satisfies Record<ActivityCategory, unknown>;

const resultLooks = {
  success: { tone: 'success', icon: 'checkCircle', label: msg({ message: 'Success', context: 'activity result' }) },
  notice: { tone: 'info', icon: 'info', label: msg({ message: 'Notice', context: 'activity result' }) },
  error: { tone: 'danger', icon: 'xCircle', label: msg({ message: 'Error', context: 'activity result' }) },
} as const;

/**
 * The range picker's place while its code is on the way: the same label, frame and dates (and error line), so
 * nothing moves when it arrives; hidden from assistive technology and inert, it takes no focus or input.
 */
function RangePlaceholder({ label, from, to, error }: { label: string; from: string; to: string; error: ReactNode }) {
  const { i18n } = useLingui();
  const day = (value: string) =>
    i18n.date(utcMidnight(value), { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className={`${styles.range} ${styles.placeholder}`} aria-hidden="true" inert data-range-placeholder="">
      <span className={styles.placeholderLabel}>{label}</span>
      <span className={styles.placeholderFrame} data-invalid={error ? true : undefined}>
        <span>{day(from)}</span>
        <span className={styles.placeholderDash}>–</span>
        <span>{day(to)}</span>
        <span className={styles.placeholderButton}>
          <Icon name="calendar" />
        </span>
      </span>
      {error && <span className={styles.placeholderError}>{error}</span>}
    </div>
  );
}

/**
 * The activity log (spec sections 2, 3, 4 and 9), in the account tabs: category, period and UTC offset in the
 * address; any change starts over with no entries and no page id; "Load more" by page id while the server says
 * there is a next page. The period is a preset (the last 7, 30 or 90 days, the last 12 months) or a custom range,
 * picked in React Aria's range picker, loaded when first shown; history is kept 1 year, so an older custom range is
 * refused before it is asked for.
 */
export function ActivityLogPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const clock = useActivityClock();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/$locale/console/account/log' });
  // The range picker takes focus when it arrives after the user chose "Custom range" (not on a custom address).
  const [focusRangeOnArrival, setFocusRangeOnArrival] = useState(false);

  const offsetMinutes = (search.utc !== undefined ? paramToOffset(search.utc) : null) ?? clock.deviceOffsetMinutes();
  const utc = offsetToParam(offsetMinutes);
  const today = dayAt(clock.now(), offsetMinutes);
  const range = effectiveRange(search, today);
  const filters = { category: search.category, from: range.from, to: range.to, utc };

  const log = useInfiniteQuery({ ...activityLogInfiniteOptions(services, filters), enabled: !range.tooOld });

  // Spec section 4: changing category, range or offset clears the entries, the page id and the next-page flag,
  // including what was loaded earlier for the filters being returned to.
  const setFilters = (change: Partial<ActivityLogSearch>) => {
    queryClient.removeQueries({ queryKey: queryKeys.activityLog(filters).slice(0, 1) });
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  };

  const choosePeriod = (period: ActivityPeriod) => {
    if (period === search.period) return;
    if (period === 'custom') {
      // The same days, now fixed in the address for the picker to change: the range is unchanged, so are the entries.
      setFocusRangeOnArrival(true);
      void navigate({ search: (previous) => ({ ...previous, period, from: range.from, to: range.to }) });
      return;
    }
    setFocusRangeOnArrival(false);
    setFilters({ period, from: undefined, to: undefined });
  };

  const earliestDate = formatDateTime(utcMidnight(range.earliest), i18n.locale, 'date', 'UTC');
  const rangeLabel = t`Dates`;
  const rangeError = range.tooOld ? t`Activity history is kept for 1 year. Choose ${earliestDate} or later.` : undefined;
  const periodOptions = activityPeriods.map((id) => ({ id, label: i18n._(periodLabels[id]) }));

  const categoryOptions = activityCategories.map((id) => ({ id, label: i18n._(categoryLabels[id]) }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = search.category !== 'all';

  const renderEntry = (entry: ActivityLogEntry) => {
    const look = resultLooks[entry.result];
    const ip = entry.ip;
    return (
      <article className={styles.entry} data-result={entry.result} data-category={entry.category}>
        <div className={styles.entryHead}>
          <StatusLabel vocabulary="custom" tone={look.tone} icon={look.icon} label={i18n._(look.label)} />
          <Badge size="sm">{i18n._(categoryLabels[entry.category])}</Badge>
          <DateTime className={styles.time} value={entry.occurredAt} format="dateTime" timeZone={utc} />
        </div>
        {/* The server's own words for what happened. */}
        <p className={styles.description}>{entry.description}</p>
        <p className={styles.meta}>
          <span className={styles.actor}>
            <EmailAddress address={entry.actorEmail} />
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <Trans>IP {ip}</Trans>
          </span>
        </p>
      </article>
    );
  };

  return (
    <PageLayout title={t`Account management`} tabs={<AccountTabs current="log" />} data-page="activity-log">
      <PageSection
        title={t`Activity log`}
        description={<Trans>What happened in your organisation's console, newest first. History is kept for 1 year.</Trans>}
      >
        <FilterBar aria-label={t`Filter the activity log`}>
          <Select
            className={styles.category}
            label={t`Category`}
            options={categoryOptions}
            value={search.category}
            onChange={(key) => {
              const category = activityCategories.find((id) => id === key);
              if (category && category !== search.category) setFilters({ category });
            }}
          />
          <Select
            className={styles.period}
            label={t`Period`}
            options={periodOptions}
            value={search.period}
            onFocus={preloadRangePicker}
            onChange={(key) => {
              const period = activityPeriods.find((id) => id === key);
              if (period) choosePeriod(period);
            }}
          />
          {search.period === 'custom' && (
            <Suspense
              fallback={<RangePlaceholder label={rangeLabel} from={range.from} to={range.to} error={rangeError} />}
            >
              <CustomRangePicker
                className={styles.range}
                label={rangeLabel}
                from={range.from}
                to={range.to}
                earliest={range.earliest}
                latest={range.today}
                isInvalid={range.tooOld}
                errorMessage={rangeError}
                focusOnArrival={focusRangeOnArrival}
                onChange={(from, to) => {
                  if (from !== range.from || to !== range.to) setFilters({ from, to });
                }}
              />
            </Suspense>
          )}
          <TimeZonePicker
            className={styles.offset}
            label={t`Time zone (UTC offset)`}
            showZoneNames={false}
            value={offsetMinutes}
            onChange={(minutes) => {
              if (minutes !== offsetMinutes) setFilters({ utc: offsetToParam(minutes) });
            }}
          />
        </FilterBar>
        {range.tooOld ? (
          <InlineAlert
            tone="warning"
            role="note"
            action={
              <Button variant="secondary" size="sm" onPress={() => choosePeriod('30d')}>
                <Trans>Show the last 30 days</Trans>
              </Button>
            }
          >
            <span data-activity="too-old">
              <Trans>Activity older than 1 year is not kept, so this period cannot be shown. Choose a start date on or after {earliestDate}.</Trans>
            </span>
          </InlineAlert>
        ) : log.isPending ? (
          <PageLoading label={t`Loading the activity log…`} />
        ) : log.isError && entries.length === 0 ? (
          <PageError error={log.error} onRetry={() => void log.refetch()} />
        ) : (
          <>
            <LoadMoreList<ActivityLogEntry>
              className={styles.list}
              aria-label={t`Activity entries`}
              items={entries}
              getKey={(entry) => entry.id}
              renderItem={renderEntry}
              hasMore={log.hasNextPage && !log.isFetchNextPageError}
              isLoadingMore={log.isFetchingNextPage}
              onLoadMore={() => void log.fetchNextPage()}
              loadMoreLabel={t`Load more`}
              endLabel={t`No earlier activity in this period.`}
              emptyState={
                <EmptyState title={t`No activity in this period`} illustration={<Icon name="inbox" />} size="sm">
                  {filtered ? (
                    <Trans>Nothing in this category between these dates. Try another category or a longer period.</Trans>
                  ) : (
                    <Trans>Nothing was recorded between these dates. Try a longer period.</Trans>
                  )}
                </EmptyState>
              }
            />
            {log.isFetchNextPageError && (
              <PageError error={log.error} onRetry={() => void log.fetchNextPage()} />
            )}
          </>
        )}
      </PageSection>
    </PageLayout>
  );
}

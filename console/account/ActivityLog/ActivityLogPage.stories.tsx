import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { DEFAULT_NOW } from '@mocks/world/clock';
import { RouterStory } from '@console/app/stories/RouterStory';
import { ActivityClockProvider, type ActivityClock } from './index';
import { location } from '@console/app/stories/location';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { chooseOption, chosenText } from '@console/testing/selectSteps';

/** The mock world's "now" and Seoul's offset: the pictures do not move with the calendar or the machine's zone. */
const storyClock: ActivityClock = { now: () => new Date(DEFAULT_NOW), deviceOffsetMinutes: () => 540 };

/** Records the router's address on a hidden element (for the play functions) and fixes the page's clock. */
function Harness({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <ActivityClockProvider clock={storyClock}>
      {children}
      <span hidden data-story-location={href} />
    </ActivityClockProvider>
  );
}

/**
 * The activity log through the real router and shell, on the mock world (60 weekly entries over 14 months, of
 * which the last year is served): category, period and UTC offset in the address, "Load more" by page id,
 * the 1-year retention, and the failures with their retry.
 */
const meta = {
  title: 'Pages/ActivityLog',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account/log', innerWrap: Harness },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const wait = { timeout: 15000 };

function entries(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('article[data-result]')];
}

async function entryCount(canvasElement: HTMLElement, count: number): Promise<void> {
  await waitFor(() => expect(entries(canvasElement)).toHaveLength(count), wait);
}

/** The filter's select (the category, the period, then the UTC offset), found by its position in the search region. */
function filterSelect(canvasElement: HTMLElement, index: number): HTMLSelectElement {
  const select = within(canvasElement).getByRole('search').querySelectorAll('select')[index];
  if (!select) throw new Error(`no filter ${index}`);
  return select;
}

async function choose(canvasElement: HTMLElement, filter: number, option: RegExp | string): Promise<void> {
  await chooseOption(filterSelect(canvasElement, filter), option);
}

const filter = { category: 0, period: 1, offset: 2 } as const;

/** The custom range's picker (React Aria's group of date segments), once its code has arrived. */
async function rangePicker(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(within(canvasElement).getByRole('search')).findByRole('group', {}, wait);
}

/** The list's "Load more" button (in the footer after the entries), if there is a next page. */
function loadMore(canvasElement: HTMLElement): HTMLButtonElement | undefined {
  const footer = canvasElement.querySelector('ul[aria-label]')?.nextElementSibling;
  return footer?.querySelector<HTMLButtonElement>('button') ?? undefined;
}

/**
 * The owner's last 30 days (Seoul time), the default period: five entries, newest first, with their result and
 * category. A preset period needs no date fields.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 }, wait)).toBeVisible();
    await entryCount(canvasElement, 5);
    await expect(filterSelect(canvasElement, filter.period).value).toBe('30d');
    await expect(within(canvas.getByRole('search')).queryByRole('group')).toBeNull();
    const results = entries(canvasElement).map((entry) => entry.dataset.result);
    await expect(results).toEqual(expect.arrayContaining(['success', 'notice']));
    // Newest first: the times read down.
    const times = entries(canvasElement).map((entry) => entry.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect([...times].sort().reverse()).toEqual(times);
    // Every entry shows who did it and from where.
    await expect(entries(canvasElement)[0]).toHaveTextContent('@acme-retail.example');
    // All five fit in one page: the end of the list, no "Load more".
    await expect(loadMore(canvasElement)).toBeUndefined();
    await expect(canvasElement.querySelector('nav a[aria-current="page"][href$="/console/account/log"]')).not.toBeNull();
  },
};

/** Choosing a category keeps it in the address and shows only its entries. */
export const FilterByCategory: Story = {
  args: { path: '/console/account/log?from=2026-01-01&to=2026-11-16' },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 10);
    await choose(canvasElement, filter.category, /^(Security|보안|セキュリティ|Seguridad)$/);
    await waitFor(() => expect(location(canvasElement).searchParams.get('category')).toBe('security'), wait);
    await waitFor(() => expect(entries(canvasElement).length).toBeGreaterThan(0), wait);
    await expect(entries(canvasElement).every((entry) => entry.dataset.category === 'security')).toBe(true);
    await expect(entries(canvasElement).every((entry) => entry.dataset.result === 'notice')).toBe(true);
  },
};

/** A preset period goes into the address (no dates there: it counts back from today) and starts over. */
export const FilterByPeriod: Story = {
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    await choose(canvasElement, filter.period, /^(Last 90 days|최근 90일|直近90日間|Últimos 90 días)$/);
    await waitFor(() => expect(location(canvasElement).searchParams.get('period')).toBe('90d'), wait);
    await expect(location(canvasElement).searchParams.has('from')).toBe(false);
    await waitFor(() => expect(entries(canvasElement).length).toBeGreaterThan(5), wait);
    // Inside the last 90 days in Seoul time (from 19 August 2026).
    for (const entry of entries(canvasElement)) {
      await expect((entry.querySelector('time')?.getAttribute('datetime') ?? '') >= '2026-08-18T15:00:00.000Z').toBe(true);
    }
  },
};

/**
 * "Custom range": the range picker arrives (its code loads then) with the period's days and takes focus; the
 * address now names the days, and the entries stay (the range has not changed).
 */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    await choose(canvasElement, filter.period, /^(Custom range|직접 지정|期間を指定|Personalizado)$/);
    const picker = await rangePicker(canvasElement);
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true), wait);
    const address = location(canvasElement).searchParams;
    await expect([address.get('period'), address.get('from'), address.get('to')]).toEqual(['custom', '2026-10-18', '2026-11-16']);
    await expect(picker).toHaveTextContent('2026');
    await entryCount(canvasElement, 5);
  },
};

/** A range from the address (an older address, with dates and no period): a custom range, only its entries listed. */
export const FilterByRange: Story = {
  args: { path: '/console/account/log?from=2026-09-01&to=2026-09-30' },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 4);
    await expect(filterSelect(canvasElement, filter.period).value).toBe('custom');
    for (const entry of entries(canvasElement)) {
      const at = entry.querySelector('time')?.getAttribute('datetime') ?? '';
      // Inside September in Seoul time (UTC+09:00).
      await expect(at >= '2026-08-31T15:00:00.000Z' && at < '2026-09-30T15:00:00.000Z').toBe(true);
    }
    await expect(await rangePicker(canvasElement)).toHaveTextContent('2026');
    // Opened from the address, the picker leaves focus where it was.
    await expect((await rangePicker(canvasElement)).contains(document.activeElement)).toBe(false);
  },
};

/** Changing the UTC offset goes into the address, starts over and shows the times in that offset. */
export const UtcOffset: Story = {
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    await expect(entries(canvasElement)[0]?.querySelector('time')).toHaveTextContent(/(GMT|UTC)\+9/);
    await choose(canvasElement, filter.offset, /^UTC-05:00/);
    await waitFor(() => expect(location(canvasElement).searchParams.get('utc')).toBe('-05:00'), wait);
    await waitFor(() => expect(entries(canvasElement)[0]?.querySelector('time')).toHaveTextContent(/(GMT|UTC)-5/), wait);
    await expect(chosenText(filterSelect(canvasElement, filter.offset))).toMatch(/^UTC-05:00/);
  },
};

/** "Load more" fetches the next page by page id until the server says there is none. */
export const LoadMoreUntilTheEnd: Story = {
  args: { path: '/console/account/log?from=2026-07-01&to=2026-11-16' },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 10);
    const first = entries(canvasElement).map((entry) => entry.querySelector('time')?.getAttribute('datetime'));
    const button = loadMore(canvasElement);
    if (!button) throw new Error('no load more button');
    await userEvent.click(button);
    await waitFor(() => expect(entries(canvasElement).length).toBeGreaterThan(10), wait);
    // The first page stays where it was; the next one follows it.
    await expect(entries(canvasElement).slice(0, 10).map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual(first);
    await waitFor(() => expect(loadMore(canvasElement)).toBeUndefined(), wait);
    await entryCount(canvasElement, 20);
  },
};

/** Changing a filter after loading more starts over: no kept entries, no page id. */
export const FilterChangeStartsOver: Story = {
  args: { path: '/console/account/log?from=2026-07-01&to=2026-11-16' },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 10);
    const button = loadMore(canvasElement);
    if (!button) throw new Error('no load more button');
    await userEvent.click(button);
    await entryCount(canvasElement, 20);
    await choose(canvasElement, filter.category, /^(Account|계정|アカウント|Cuenta)$/);
    await waitFor(() => expect(location(canvasElement).searchParams.get('category')).toBe('account'), wait);
    await waitFor(() => expect(entries(canvasElement).every((entry) => entry.dataset.category === 'account')).toBe(true), wait);
    await expect(entries(canvasElement).length).toBeLessThanOrEqual(10);
    // Back to all: the first page only, not the twenty loaded before.
    await choose(canvasElement, filter.category, /^(All|전체|すべて|Todas)$/);
    await entryCount(canvasElement, 10);
  },
};

/** A custom range starting more than a year ago is refused with the reason, before anything is asked for. */
export const RangeOlderThanAYearRefused: Story = {
  args: { path: '/console/account/log?period=custom&from=2025-09-01&to=2025-12-31' },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, wait);
    await expect(note.querySelector('[data-activity="too-old"]')).not.toBeNull();
    await expect(entries(canvasElement)).toHaveLength(0);
    // The range picker says what can be chosen.
    await waitFor(async () => expect((await rangePicker(canvasElement)).closest('[data-invalid]')).not.toBeNull(), wait);
    // The way out (RefusedRangeWayOut follows it).
    await expect(within(note).getByRole('button')).toBeVisible();
  },
};

/** The refusal's way out: the last 30 days, the old dates gone from the address. */
export const RefusedRangeWayOut: Story = {
  tags: ['!dev', '!autodocs'],
  args: { path: '/console/account/log?from=2025-09-01&to=2025-12-31' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', {}, wait);
    await userEvent.click(within(note).getByRole('button'));
    await entryCount(canvasElement, 5);
    await expect(location(canvasElement).searchParams.has('from')).toBe(false);
    await expect(location(canvasElement).searchParams.get('period')).toBe('30d');
  },
};

/** No activity in the period: the empty state says so and what to try. */
export const Empty: Story = {
  args: { path: '/console/account/log?from=2026-11-03&to=2026-11-07' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 3 }, wait)).toBeVisible();
    await expect(entries(canvasElement)).toHaveLength(0);
  },
};

/** The first page never answers: skeletons, announced as loading. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['activityLog.list'])] } },
  play: async ({ canvasElement }) => {
    // The shell is up (the filters show) and the page's own skeletons wait for the entries.
    await expect(await within(canvasElement).findByRole('search', {}, wait)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('section [aria-busy="true"]')).not.toBeNull(), wait);
    await expect(entries(canvasElement)).toHaveLength(0);
  },
};

/** A server error on the first page: the message and its retry, no entries. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['activityLog.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(entries(canvasElement)).toHaveLength(0);
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['activityLog.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['activityLog.list'], recovered: () => entryCount(canvasElement, 5) }),
};

/** A member sees the organisation's activity log too (it is an account tab, not an owner-only area). */
export const Member: Story = {
  parameters: {
    world: { scenario: 'memberOperatorOnly' },
    screenshot: { samePictureBecause: "A member sees the organisation's activity exactly as the owner does." },
  },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    // Nothing wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await entryCount(canvasElement, 5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

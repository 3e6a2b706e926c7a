/**
 * Activity log: category filter (all = any), an inclusive date range read in the caller's UTC offset,
 * newest first, cursor paging (the cursor is the last entry's id), history kept 1 year.
 */
import { LIMITS } from '../catalogue';
import { DAY, MINUTE } from '../clock';
import type { World } from '../world';
import type { ActivityRec } from '../types';
import { E, err, type RuleError } from './errors';

export interface ActivityQuery {
  category: 'all' | ActivityRec['category'];
  from: string;
  to: string;
  utc: string;
  pageId?: string;
  pageSize?: number;
}

export function offsetMinutes(utc: string): number | null {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(utc);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

export function activityPage(world: World, orgId: string, q: ActivityQuery): { entries: ActivityRec[]; nextPageId: string | null } | RuleError {
  const offset = offsetMinutes(q.utc);
  if (offset === null) return err(400, E.FIELD_REQUIRED, 'Invalid UTC offset.', { field: 'utc' });
  const fromMs = Date.parse(`${q.from}T00:00:00Z`) - offset * MINUTE;
  const toMs = Date.parse(`${q.to}T00:00:00Z`) + DAY - offset * MINUTE;
  if (Number.isNaN(fromMs) || Number.isNaN(toMs) || fromMs >= toMs) return err(400, E.FIELD_REQUIRED, 'Invalid date range.', { field: 'from' });
  const retentionStart = world.clock.nowMs() - LIMITS.activityRetentionDays * DAY;

  const matching = world.data.activity
    .filter((a) => a.organizationId === orgId)
    .filter((a) => q.category === 'all' || a.category === q.category)
    .filter((a) => {
      const at = Date.parse(a.at);
      return at >= fromMs && at < toMs && at >= retentionStart;
    })
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));

  let start = 0;
  if (q.pageId) {
    const index = matching.findIndex((a) => a.id === q.pageId);
    if (index < 0) return err(400, E.FIELD_REQUIRED, 'Invalid page id.', { field: 'pageId' });
    start = index + 1;
  }
  const size = q.pageSize ?? LIMITS.pageSize;
  const entries = matching.slice(start, start + size);
  const more = start + size < matching.length;
  return { entries, nextPageId: more ? (entries[entries.length - 1]?.id ?? null) : null };
}

import { z } from 'zod/mini';
import { emailSchema, isoDateSchema, isoDateTimeSchema } from './common';

/** GET /v2/account/activity-log: cursor-paged, kept 1 year. */

export const activityCategorySchema = z.enum([
  'all',
  'account',
  'member',
  'subscribe',
  'billing',
  'security',
  'product',
]);
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

/** UTC offset as `+09:00` / `-05:30`. */
export const utcOffsetSchema = z.string().check(z.regex(/^[+-](0\d|1[0-4]):[0-5]\d$/));

export const activityLogRequestSchema = z.object({
  category: activityCategorySchema,
  /** Inclusive range of dates in the `utc` offset. */
  from: isoDateSchema,
  to: isoDateSchema,
  utc: utcOffsetSchema,
  /** Absent for the first page; then the previous page's nextPageId. */
  pageId: z.optional(z.string()),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});
export type ActivityLogRequest = z.infer<typeof activityLogRequestSchema>;

export const activityLogEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Every category but `all` (zod/mini enums have no `.exclude`). */
  category: z.enum(activityCategorySchema.options.filter((c): c is Exclude<ActivityCategory, 'all'> => c !== 'all')),
  result: z.enum(['success', 'notice', 'error']),
  /** Stable key of what happened (e.g. "member.invite"); the text is the server's. */
  action: z.string(),
  description: z.string(),
  actorEmail: emailSchema,
  ip: z.string(),
  occurredAt: isoDateTimeSchema,
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const activityLogResponseSchema = z.object({
  entries: z.array(activityLogEntrySchema),
  nextPageId: z.nullable(z.string()),
  hasNextPage: z.boolean(),
});
export type ActivityLogResponse = z.infer<typeof activityLogResponseSchema>;

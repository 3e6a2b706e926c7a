import { z } from 'zod';

/** Every success body is `{ data: T }`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/**
 * Every error body (HTTP 4xx/5xx). `wrongPasswordCount` / `wrongPasswordLimit` come only with the
 * sign-in errors; `details` carries rule-specific values (e.g. the limit that was exceeded).
 */
export const errorBodySchema = z.object({
  errorCode: z.string().min(1),
  message: z.string(),
  wrongPasswordCount: z.number().int().min(0).optional(),
  wrongPasswordLimit: z.number().int().min(1).optional(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

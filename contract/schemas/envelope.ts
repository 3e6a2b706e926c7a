import { z } from 'zod/mini';

/** Every success body is `{ data: T }`. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

/**
 * Every error body (HTTP 4xx/5xx). `wrongPasswordCount` / `wrongPasswordLimit` come only with the
 * sign-in errors; `details` carries rule-specific values (e.g. the limit that was exceeded).
 */
export const errorBodySchema = z.object({
  errorCode: z.string().check(z.minLength(1)),
  message: z.string(),
  wrongPasswordCount: z.optional(z.int().check(z.minimum(0))),
  wrongPasswordLimit: z.optional(z.int().check(z.minimum(1))),
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

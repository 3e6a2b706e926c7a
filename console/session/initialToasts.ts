import { z } from 'zod';
import { StorageKey } from './keys';
import type { KeyValueStore } from './stores';

/**
 * The INITIAL_TOASTS queue in session storage: toasts queued before a reload (e.g. "language
 * changed") and shown once on the next load, then removed. Invalid stored data is ignored.
 * A body is either plain text (a server message) or a Lingui message descriptor, so it is
 * translated in the language active after the reload.
 */
export const toastTypeSchema = z.enum(['error', 'success', 'warning', 'info', 'default']);
export type ToastType = z.infer<typeof toastTypeSchema>;

export const toastBodySchema = z.union([
  z.string().min(1),
  z.object({ id: z.string().min(1), message: z.string().optional() }),
]);

export const toastRecordSchema = z.object({
  body: toastBodySchema,
  type: toastTypeSchema,
});
export type ToastRecord = z.infer<typeof toastRecordSchema>;

function parseQueue(raw: string | null): ToastRecord[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = toastRecordSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function enqueueInitialToast(storage: KeyValueStore, toast: ToastRecord): void {
  const queue = parseQueue(storage.getItem(StorageKey.initialToasts));
  const { body, type } = toastRecordSchema.parse(toast);
  storage.setItem(StorageKey.initialToasts, JSON.stringify([...queue, { body, type }]));
}

/** Reads the queue once and removes it; invalid entries (or an invalid queue) are dropped. */
export function takeInitialToasts(storage: KeyValueStore): ToastRecord[] {
  const raw = storage.getItem(StorageKey.initialToasts);
  storage.removeItem(StorageKey.initialToasts);
  return parseQueue(raw);
}

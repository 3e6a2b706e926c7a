import { StorageKey } from './keys';
import type { KeyValueStore } from './stores';

/**
 * The INITIAL_TOASTS queue in session storage: toasts queued before a reload (e.g. "language
 * changed") and shown once on the next load, then removed. Invalid stored data is ignored.
 * A body is either plain text (a server message) or a Lingui message descriptor, so it is
 * translated in the language active after the reload.
 *
 * Checked by hand rather than with zod: this runs at start-up on every page, and zod belongs to
 * the API layer, which loads on first use (docs/decisions.md, "Production build").
 */
export const toastTypes = ['error', 'success', 'warning', 'info', 'default'] as const;
export type ToastType = (typeof toastTypes)[number];

export type ToastBody = string | { id: string; message?: string };

export interface ToastRecord {
  body: ToastBody;
  type: ToastType;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function toToastBody(value: unknown): ToastBody | null {
  if (nonEmpty(value)) return value;
  if (!isRecord(value) || !nonEmpty(value.id)) return null;
  if (value.message === undefined) return { id: value.id };
  return typeof value.message === 'string' ? { id: value.id, message: value.message } : null;
}

/** A clean copy of a valid record (unknown keys dropped), or null. */
export function toToastRecord(value: unknown): ToastRecord | null {
  if (!isRecord(value)) return null;
  const type = toastTypes.find((candidate) => candidate === value.type);
  const body = toToastBody(value.body);
  return type && body !== null ? { body, type } : null;
}

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
    const record = toToastRecord(item);
    return record ? [record] : [];
  });
}

export function enqueueInitialToast(storage: KeyValueStore, toast: ToastRecord): void {
  const queue = parseQueue(storage.getItem(StorageKey.initialToasts));
  const record = toToastRecord(toast);
  if (!record) throw new TypeError('enqueueInitialToast: not a valid toast record');
  storage.setItem(StorageKey.initialToasts, JSON.stringify([...queue, record]));
}

/** Reads the queue once and removes it; invalid entries (or an invalid queue) are dropped. */
export function takeInitialToasts(storage: KeyValueStore): ToastRecord[] {
  const raw = storage.getItem(StorageKey.initialToasts);
  storage.removeItem(StorageKey.initialToasts);
  return parseQueue(raw);
}

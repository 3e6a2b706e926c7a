import type { NotificationType } from '@contract/schemas/notifications';

/** Spec section 4: these types never expand in the list. */
const staticTypes: ReadonlySet<NotificationType> = new Set(['COMMON', 'PRD', 'PRJ']);

export function isExpandable(type: NotificationType): boolean {
  return !staticTypes.has(type);
}

/**
 * The expanded id after the user chooses `chosen` (spec section 4): choosing the open one collapses it,
 * choosing another opens it instead, and a type that never expands changes nothing.
 */
export function nextExpanded(current: string | null, chosen: { id: string; type: NotificationType }): string | null {
  if (!isExpandable(chosen.type)) return current;
  return current === chosen.id ? null : chosen.id;
}

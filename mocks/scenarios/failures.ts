/**
 * Failure overlays for any operation: `failure('status500', ['subscription.changePlan'])`, or all operations
 * when no list is given. In the URL: `?failure=status500` or `?failure=L1001:user.get,organization.get`
 * (several overlays separated by `;`).
 */
import { FAILURE_KINDS, type FailureKind, type FailureRule } from './failureTypes';

export { FAILURE_KINDS, type FailureKind, type FailureRule };

export function failure(kind: FailureKind, operations?: string[] | '*', times?: number): FailureRule {
  const rule: FailureRule = { kind };
  if (operations) rule.operations = operations;
  if (times !== undefined) rule.times = times;
  return rule;
}

export function isFailureKind(value: string): value is FailureKind {
  return (FAILURE_KINDS as readonly string[]).includes(value);
}

/** Parses the `?failure=` syntax; unknown kinds are ignored. */
export function parseFailures(text: string | null | undefined): FailureRule[] {
  if (!text) return [];
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const [kind = '', ops] = part.split(':');
      if (!isFailureKind(kind)) return [];
      const operations = ops ? ops.split(',').map((o) => o.trim()).filter(Boolean) : undefined;
      return [failure(kind, operations)];
    });
}

export function formatFailures(rules: FailureRule[]): string {
  return rules
    .map((r) => (Array.isArray(r.operations) && r.operations.length ? `${r.kind}:${r.operations.join(',')}` : r.kind))
    .join(';');
}

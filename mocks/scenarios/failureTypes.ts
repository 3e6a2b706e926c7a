/**
 * Failure overlays. `malformed` = a body that is not JSON; `invalidData` = JSON that breaks the schema.
 * Failure overlays: applicable to any operation (by its contract id, e.g. `subscription.changePlan`) or all. */
export const FAILURE_KINDS = [
  'status500',
  'network',
  'malformed',
  'invalidData',
  'L1001',
  'L1002',
  'L1003',
  'U1000',
  'AT1004',
  'slow',
  'loading',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface FailureRule {
  kind: FailureKind;
  /** Contract operation ids (`area.name`), or `'*'` / absent for every operation. */
  operations?: '*' | string[];
  /** Only the first `times` matching requests fail (default: all). */
  times?: number;
}

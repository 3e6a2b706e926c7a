/**
 * The reception-success page's kinds, one per sales form (the `$receptionType` segment). In a module of its
 * own: the route checks it in `beforeLoad`, which is not code-split, so it must not pull in the page or zod.
 */
export const receptionTypes = ['free-trial', 'pricing'] as const;
export type ReceptionType = (typeof receptionTypes)[number];

export function isReceptionType(value: string): value is ReceptionType {
  return (receptionTypes as readonly string[]).includes(value);
}

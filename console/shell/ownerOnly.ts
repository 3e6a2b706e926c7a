/** Owner-only areas (spec section 6): member and payment management, and the card pages. */
const ownerOnlySections = ['member', 'payment', 'setting/payment-method', 'modify/payment-method'];

/** Whether a console path (with its language segment) belongs to an owner-only area. */
export function isOwnerOnlyPath(pathname: string): boolean {
  const rest = pathname.replace(/^\/[a-z]{2}\/console\/?/, '');
  return ownerOnlySections.some((section) => rest === section || rest.startsWith(`${section}/`));
}

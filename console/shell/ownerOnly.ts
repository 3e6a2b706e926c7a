import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * Whether the matched routes include an owner-only page (spec section 6): a route says so in its own
 * `staticData: { access: 'owner' }` (console/app/routerContext.ts), read here by the console's `beforeLoad` guard
 * and by the shell (a role that changes while the page is open).
 */
export function isOwnerOnly(matches: readonly { staticData: StaticDataRouteOption }[]): boolean {
  return matches.some((match) => match.staticData.access === 'owner');
}

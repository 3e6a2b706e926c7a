import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Props for a `<Form>` on a prerendered page (scripts/prerender/): `inert` while the page is server
 * markup and while it hydrates, so nothing can be typed or submitted before React handles it (a native
 * submit would send the fields as a GET query, the password included, and typing would be lost to
 * hydration). A client-rendered form (stories, navigation) is never inert: React reads the server
 * snapshot only when rendering on the server or hydrating, then re-renders with the client's.
 */
export function useFormInertUntilHydrated(): { inert?: true } {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating ? { inert: true } : {};
}

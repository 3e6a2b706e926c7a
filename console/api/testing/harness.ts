import { vi } from 'vitest';
import { createMemoryCookieJar } from '@console/session/memoryCookieJar';
import { createSession } from '@console/session/session';
import { createMemoryStore } from '@console/session/stores';
import { createApiClient } from '../client';
import type { CatalogueOutcome } from '../errors';

/** The origin Node tests use for same-origin calls (MSW handlers match it). */
export const testOrigin = 'http://console.test';

/** An ApiClient over in-memory stores with spies for navigation, toasts and catalogue outcomes. */
export function createTestClient(
  init: { storage?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  const storage = createMemoryStore(init.storage);
  const cookies = createMemoryCookieJar(init.cookies);
  const session = createSession({ storage, cookies, hostname: 'console.test' });
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const toast = vi.fn();
  const onSessionCleared = vi.fn();
  const outcomes: CatalogueOutcome[] = [];
  const api = createApiClient({
    session,
    navigate,
    toast,
    onSessionCleared,
    onCatalogueOutcome: (outcome) => outcomes.push(outcome),
    origin: testOrigin,
  });
  return { api, session, storage, cookies, navigate, toast, onSessionCleared, outcomes };
}

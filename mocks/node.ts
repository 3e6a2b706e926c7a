/**
 * The mock world in Node (unit tests):
 *
 *   const server = setupMockServer();            // handlers on the active world
 *   beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 *   beforeEach(() => resetWorld(worldSetup({ scenario: 'noSubscriptions', now: '2026-11-16T09:00:00Z' })));
 *   afterAll(() => server.close());
 *
 * No latency in tests: the world's latency is 0 unless `setLatency` is called.
 */
import { setupServer } from 'msw/node';
import { allHandlers, createHandlers } from './handlers';
import type { GetWorld } from './handlers/kit';

export function setupMockServer(getWorld?: GetWorld) {
  return setupServer(...allHandlers(createHandlers(getWorld)));
}

export { createWorld } from './world/db';
export { currentWorld, resetWorld, useWorld, setLatency } from './world/current';
export { worldSetup } from './scenarios/registry';

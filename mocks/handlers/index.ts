/**
 * Every handler of the mock world, grouped by contract area (`handlers.subscription`, `handlers.members`...),
 * so a story can override one group: `parameters.msw.handlers = { subscription: [...] }`.
 */
import type { GetWorld, OperationHandler } from './kit';
import { createAccountHandlers } from './account';
import { createCrmHandlers } from './crm';
import { createMemberHandlers } from './members';
import { createPaymentHandlers } from './payment';
import { createSessionHandlers } from './session';
import { createSubscriptionHandlers } from './subscription';
import { createUserHandlers } from './user';

export function createHandlers(getWorld?: GetWorld) {
  return {
    ...createSessionHandlers(getWorld),
    ...createUserHandlers(getWorld),
    ...createSubscriptionHandlers(getWorld),
    ...createPaymentHandlers(getWorld),
    ...createMemberHandlers(getWorld),
    ...createAccountHandlers(getWorld),
    ...createCrmHandlers(getWorld),
  } satisfies Record<string, OperationHandler[]>;
}

export type HandlerGroups = ReturnType<typeof createHandlers>;
export type HandlerGroup = keyof HandlerGroups;

/** The handlers on the active world (mocks/world/current.ts). */
export const handlers: HandlerGroups = createHandlers();

/** All groups flattened, in registration order. */
export function allHandlers(groups: HandlerGroups = handlers): OperationHandler[] {
  return Object.values(groups).flat();
}

export type { OperationHandler };

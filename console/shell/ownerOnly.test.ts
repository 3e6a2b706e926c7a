import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOwnerOnly } from './ownerOnly';

const routesDir = join(import.meta.dirname, '../routes');

/** The owner-only pages of spec section 6, as the routes declare them. */
const ownerOnlyRoutes = [
  '/$locale/console/member/',
  '/$locale/console/member/$memberEmail',
  '/$locale/console/payment/',
  '/$locale/console/payment/method',
  '/$locale/console/setting/payment-method',
  '/$locale/console/modify/payment-method/$paymentId',
];

describe('owner-only routes', () => {
  it('are the member, payment and card pages, declared by each route', () => {
    const routeFiles = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    const declared = routeFiles
      .map((file) => readFileSync(join(routesDir, file), 'utf8'))
      .filter((text) => /^ {2}staticData: \{ access: 'owner' \},$/m.test(text))
      .map((text) => /createFileRoute\('([^']+)'\)/.exec(text)?.[1]);
    expect(declared.sort()).toEqual([...ownerOnlyRoutes].sort());
  });

  it('turn a match owner-only when any matched route is', () => {
    expect(isOwnerOnly([{ staticData: {} }, { staticData: { access: 'owner' } }])).toBe(true);
    expect(isOwnerOnly([{ staticData: {} }, { staticData: { withoutQueryClient: true } }])).toBe(false);
  });
});

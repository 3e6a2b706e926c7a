import { describe, expect, it } from 'vitest';
import { screens } from '@console/app/screens/registry';
import { measuredRoutes, notMeasured } from './loads.ts';
import { measuredLocale } from './budgets.ts';

describe('the routes the byte budget loads', () => {
  it('are every screen of the registry, or one listed as not measured with a reason', () => {
    const measured = measuredRoutes.map(({ route }) => route.replace(`/${measuredLocale}`, '/$locale'));
    const accounted = new Set([...measured, ...Object.keys(notMeasured)]);
    const missing = Object.values(screens).map(({ path }) => path).filter((path) => !accounted.has(path));
    expect(missing, 'add the route to measuredRoutes or notMeasured (scripts/bundle/loads.ts)').toEqual([]);
    const unknown = [...accounted].filter((path) => !Object.values(screens).some((screen) => screen.path === path));
    expect(unknown, 'measured or listed routes that are not screens').toEqual([]);
  });
});

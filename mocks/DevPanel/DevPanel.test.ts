import { describe, expect, it } from 'vitest';
import { searchFromValues, valuesFromSearch } from './DevPanel';

describe('DevPanel URL params', () => {
  it('round-trips scenario, clock and failure', () => {
    const values = { scenario: 'paymentFailedInGrace+fiveCards', now: '2026-12-05T09:30', failure: 'status500', operations: 'members.invite, cards.add' };
    const search = searchFromValues('?lang=ko', values);
    expect(search).toBe('?lang=ko&scenario=paymentFailedInGrace+fiveCards&now=2026-12-05T09:30:00Z&failure=status500:members.invite,cards.add');
    expect(valuesFromSearch(search)).toEqual({ ...values, operations: 'members.invite,cards.add' });
  });
  it('drops empty values (reset)', () => {
    expect(searchFromValues('?scenario=x&now=y&failure=z', { scenario: '', now: '', failure: '', operations: '' })).toBe('');
  });
});

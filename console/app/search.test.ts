import { describe, expect, it } from 'vitest';
import {
  isProductCode,
  validateActivityLogSearch,
  validateContractListSearch,
  validateMemberListSearch,
  validatePaymentSearch,
  validateTwoFactorSearch,
} from './search';

describe('validated search params', () => {
  it('keeps a good member search and drops what is malformed', () => {
    expect(validateMemberListSearch({ page: 2, q: ' kim ', products: ['netfunnel', 'wave', 'netfunnel'] })).toEqual({
      page: 2,
      q: 'kim',
      products: ['netfunnel'],
    });
    expect(validateMemberListSearch({ page: -1, q: '   ', products: 'nope' })).toEqual({
      page: 0,
      q: undefined,
      products: undefined,
    });
    expect(validateMemberListSearch({ page: '3', products: 'botmanager,mbuster' })).toMatchObject({
      page: 3,
      products: ['botmanager', 'mbuster'],
    });
  });

  it('accepts only whole, non-negative pages and plausible years', () => {
    expect(validatePaymentSearch({ page: 1.5, year: 1999, product: 'mbuster', date: '2026-11-05' })).toEqual({
      page: 0,
      year: undefined,
      product: 'mbuster',
      date: '2026-11-05',
    });
    expect(validatePaymentSearch({ date: '2026-13-45' }).date).toBeUndefined();
    expect(validateContractListSearch({ year: '2025', page: 4 })).toEqual({ page: 4, year: 2025, product: undefined });
  });

  it('orders a reversed activity range and checks the UTC offset', () => {
    expect(validateActivityLogSearch({ category: 'billing', from: '2026-11-10', to: '2026-10-01', utc: '+09:00' })).toEqual({
      category: 'billing',
      period: 'custom',
      from: '2026-10-01',
      to: '2026-11-10',
      utc: '+09:00',
    });
    expect(validateActivityLogSearch({ category: 'x', utc: '+15:00' })).toEqual({
      category: 'all',
      period: '30d',
      from: undefined,
      to: undefined,
      utc: undefined,
    });
  });

  it('reads the activity period: a preset carries no dates, dates alone are a custom range', () => {
    expect(validateActivityLogSearch({ period: '90d', from: '2026-01-01', to: '2026-02-01' })).toMatchObject({
      period: '90d',
      from: undefined,
      to: undefined,
    });
    expect(validateActivityLogSearch({ period: '12m' })).toMatchObject({ period: '12m' });
    expect(validateActivityLogSearch({ from: '2026-01-01' })).toMatchObject({ period: 'custom', from: '2026-01-01' });
    expect(validateActivityLogSearch({ period: 'custom' })).toMatchObject({ period: 'custom', from: undefined });
    expect(validateActivityLogSearch({ period: 'forever', to: 'soon' })).toMatchObject({ period: '30d', to: undefined });
  });

  it('knows the three products with their own dashboards', () => {
    expect(['netfunnel', 'botmanager', 'mbuster'].every(isProductCode)).toBe(true);
    expect(isProductCode('wave')).toBe(false);
  });
});

describe('validateTwoFactorSearch', () => {
  it('keeps a well-formed challenge', () => {
    expect(validateTwoFactorSearch({ challenge: 'ch-1', to: 'm***@acme.example', resendAt: '2026-11-22T10:01:00Z' })).toEqual({
      challenge: 'ch-1',
      to: 'm***@acme.example',
      resendAt: '2026-11-22T10:01:00Z',
    });
  });
  it('drops what is missing or malformed', () => {
    expect(validateTwoFactorSearch({ challenge: '  ', resendAt: 'soon', to: 3 })).toEqual({});
  });
});

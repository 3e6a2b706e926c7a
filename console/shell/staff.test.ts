import { describe, expect, it } from 'vitest';
import { isProviderStaffInProduction } from './staff';

describe('isProviderStaffInProduction', () => {
  it('is true for a staff domain in production only', () => {
    expect(isProviderStaffInProduction('ops@provider.example', 'production')).toBe(true);
    expect(isProviderStaffInProduction('ops@PROVIDER.example', 'production')).toBe(true);
    expect(isProviderStaffInProduction('ops@provider.example', 'staging')).toBe(false);
    expect(isProviderStaffInProduction('ops@provider.example', undefined)).toBe(false);
  });
  it('is false for customer domains, including look-alikes', () => {
    expect(isProviderStaffInProduction('minji.kim@acme-retail.example', 'production')).toBe(false);
    expect(isProviderStaffInProduction('x@notprovider.example', 'production')).toBe(false);
    expect(isProviderStaffInProduction('provider.example@acme.example', 'production')).toBe(false);
  });
});

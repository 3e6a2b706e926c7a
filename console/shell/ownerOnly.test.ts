import { describe, expect, it } from 'vitest';
import { isOwnerOnlyPath } from './ownerOnly';

describe('isOwnerOnlyPath', () => {
  it('covers member and payment management and the card pages', () => {
    expect(isOwnerOnlyPath('/ko/console/member')).toBe(true);
    expect(isOwnerOnlyPath('/en/console/member/sora.park@acme-retail.example')).toBe(true);
    expect(isOwnerOnlyPath('/ja/console/payment/method')).toBe(true);
    expect(isOwnerOnlyPath('/es/console/setting/payment-method')).toBe(true);
    expect(isOwnerOnlyPath('/ko/console/modify/payment-method/card-1')).toBe(true);
  });
  it('leaves the rest open to members', () => {
    expect(isOwnerOnlyPath('/ko/console/dashboard')).toBe(false);
    expect(isOwnerOnlyPath('/ko/console/account')).toBe(false);
    expect(isOwnerOnlyPath('/ko/console/membership')).toBe(false);
    expect(isOwnerOnlyPath('/ko/console/contact/pricing')).toBe(false);
  });
});

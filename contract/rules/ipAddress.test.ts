import { describe, expect, it } from 'vitest';
import { isDuplicateIp, isValidIp, listAdmits, normaliseIp } from './ipAddress';

describe('IP whitelist entries', () => {
  it.each(['203.0.113.10', '0.0.0.0', '10.0.0.0/8', '203.0.113.0/24', '2001:db8::1', '::1', '::', '2001:DB8:0:0:0:0:0:1', '::ffff:192.0.2.1', '2001:db8::/32'])(
    'takes %s',
    (value) => expect(isValidIp(value)).toBe(true),
  );

  it.each(['', '203.0.113', '203.0.113.256', '203.0.113.010', '1.2.3.4/33', '1.2.3.4/', '1.2.3.4/8/1', 'abc', '2001:db8:::1', '1::2::3', '2001:db8::/129', '1:2:3:4:5:6:7:8:9', 'localhost'])(
    'refuses %s',
    (value) => expect(isValidIp(value)).toBe(false),
  );

  it('finds a duplicate whatever its spelling', () => {
    expect(isDuplicateIp(['2001:db8::1'], '2001:DB8:0:0:0:0:0:1')).toBe(true);
    expect(isDuplicateIp(['203.0.113.10'], ' 203.0.113.10 ')).toBe(true);
    expect(isDuplicateIp(['10.0.0.0/8'], '10.1.2.3/8')).toBe(true);
    expect(isDuplicateIp(['10.0.0.0/8'], '10.0.0.0/16')).toBe(false);
    expect(isDuplicateIp(['203.0.113.10'], 'not an ip')).toBe(false);
  });

  it('knows whether the list lets an address in, through a range too', () => {
    expect(listAdmits(['203.0.113.10'], '203.0.113.10')).toBe(true);
    expect(listAdmits(['203.0.113.0/24'], '203.0.113.10')).toBe(true);
    expect(listAdmits(['198.51.100.0/24'], '203.0.113.10')).toBe(false);
    expect(listAdmits(['2001:db8::/32'], '203.0.113.10')).toBe(false);
    expect(listAdmits([], '203.0.113.10')).toBe(false);
  });

  it('stores IPv6 in lower case', () => {
    expect(normaliseIp(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseIp(' 203.0.113.10')).toBe('203.0.113.10');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { emailSchema } from './common';
import { emailPattern } from './emailPattern';

const addresses = [
  'minji.kim@acme-retail.example',
  "o'brien+sales@example.co.kr",
  'a_b-c@sub.domain.io',
  '',
  'plain',
  '@example.com',
  'name@',
  'name@domain',
  '.lead@example.com',
  'double..dot@example.com',
  'trail.@example.com',
  'name@-domain.com',
  'name@domain.c',
  'name@domain.co1',
  'space in@example.com',
  'ünïcode@example.com',
];

describe('emailPattern', () => {
  it.each(addresses)('judges %j as zod\'s default e-mail check does', (address) => {
    const zodDefault = z.email().safeParse(address).success;
    expect(emailPattern.test(address)).toBe(zodDefault);
    expect(emailSchema.safeParse(address).success).toBe(zodDefault);
  });

  it('accepts the usual and refuses the malformed', () => {
    expect(emailPattern.test('minji.kim@acme-retail.example')).toBe(true);
    expect(emailPattern.test('double..dot@example.com')).toBe(false);
  });
});

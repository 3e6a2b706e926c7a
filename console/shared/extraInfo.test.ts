import { describe, expect, it } from 'vitest';
import { extraInfoMessages, validateExtraInfo } from './extraInfo';

const valid = { name: 'Kim Minji', company: 'Acme Retail', country: 'KR', phone: '' };

describe('validateExtraInfo', () => {
  it('accepts a complete form with no phone', () => {
    expect(validateExtraInfo(valid)).toEqual({});
  });
  it('needs a name and an organisation name that are not only spaces', () => {
    expect(validateExtraInfo({ ...valid, name: '   ', company: '' })).toEqual({
      name: extraInfoMessages.name,
      company: extraInfoMessages.company,
    });
  });
  it('refuses values over the limits (20 and 30)', () => {
    expect(validateExtraInfo({ ...valid, name: 'x'.repeat(20) })).toEqual({});
    // Over the limit says so, in the server's FIELD_TOO_LONG words, not "enter your name".
    expect(validateExtraInfo({ ...valid, name: 'x'.repeat(21) }).name?.message).toBe('The name can be up to 20 characters.');
    expect(validateExtraInfo({ ...valid, company: 'x'.repeat(31) }).company?.message).toBe('The organisation name can be up to 30 characters.');
    expect(validateExtraInfo({ ...valid, company: ` ${'x'.repeat(30)} ` })).toEqual({});
  });
  it('needs a country', () => {
    expect(validateExtraInfo({ ...valid, country: '' }).country).toBe(extraInfoMessages.country);
  });
});

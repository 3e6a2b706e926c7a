import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last words of a Latin name', () => {
    expect(initialsOf('Minji Kim')).toBe('MK');
    expect(initialsOf('josé maría álvarez')).toBe('JÁ');
    expect(initialsOf('Madonna')).toBe('M');
  });
  it('takes two letters of a Hangul or Japanese name', () => {
    expect(initialsOf('김민지')).toBe('김민');
    expect(initialsOf('山田 太郎')).toBe('山田');
  });
  it('copes with empty names and e-mail addresses', () => {
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('sora.park@acme-retail.example')).toBe('SE');
  });
});

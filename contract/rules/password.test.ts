import { describe, expect, it } from 'vitest';
import { containsUserId, hasSequentialRun, passwordProblem, userIdOf } from './password';

const email = 'minji.kim@acme-retail.example';

describe('password rules (spec section 5)', () => {
  it('finds three sequential digits or letters, up or down, in any case', () => {
    for (const value of ['ab123x', 'x321y', 'XabcY', 'zCBa', '789', 'xyz']) expect(hasSequentialRun(value), value).toBe(true);
    for (const value of ['a1b2c3', '135', 'acE', 'Wave#2026', '12-3']) expect(hasSequentialRun(value), value).toBe(false);
  });

  it('takes the user ID from the e-mail and ignores IDs shorter than 3 characters', () => {
    expect(userIdOf('Minji.Kim@acme.example')).toBe('minji.kim');
    expect(containsUserId('x-MINJI.KIM-1!', email)).toBe(true);
    expect(containsUserId('Wave#2026', email)).toBe(false);
    expect(containsUserId('ab#2026x', 'ab@acme.example')).toBe(false);
  });

  it('names the first broken rule, in the server order', () => {
    expect(passwordProblem('', email)).toBe('PASSWORD_NEW_REQUIRED');
    expect(passwordProblem('W#1', email)).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('Wave#2468Wave#2468Wav', email)).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('Wave2468', email)).toBe('PASSWORD_CHARACTER_CLASSES');
    expect(passwordProblem('Wave#1234', email)).toBe('PASSWORD_SEQUENTIAL');
    expect(passwordProblem('minji.kim#27', email)).toBe('PASSWORD_CONTAINS_USER_ID');
    expect(passwordProblem('Wave#2468', email)).toBeNull();
  });
});

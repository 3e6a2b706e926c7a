import { describe, expect, it } from 'vitest';
import { errorMessages } from '@console/api/errorMessages';
import { passwordRules, validateNewPassword } from './passwordRules';

const email = 'minji.kim@acme-retail.example';
const ruleState = (value: string) => Object.fromEntries(passwordRules(email).map((rule) => [rule.id, rule.isMet(value)]));

describe('password rules (spec section 5)', () => {
  it('leaves the user-ID rule out of the checklist for IDs shorter than 3 characters', () => {
    expect(passwordRules('ab@acme.example').map((rule) => rule.id)).toEqual(['length', 'classes', 'sequence']);
  });

  it('ticks each rule separately as the user types', () => {
    expect(ruleState('')).toEqual({ length: false, classes: false, sequence: false, 'user-id': false });
    expect(ruleState('Wave')).toEqual({ length: false, classes: false, sequence: true, 'user-id': true });
    expect(ruleState('Wave2468')).toEqual({ length: true, classes: false, sequence: true, 'user-id': true });
    expect(ruleState('Wave#2468')).toEqual({ length: true, classes: true, sequence: true, 'user-id': true });
    expect(ruleState('Wave#2345')).toEqual({ length: true, classes: true, sequence: false, 'user-id': true });
    expect(ruleState('minji.kim#27')).toEqual({ length: true, classes: true, sequence: true, 'user-id': false });
    expect(ruleState('Wave#2468Wave#2468Wav').length).toBe(false);
  });

  it('reports the first broken rule with the catalogue message, then the confirmation', () => {
    const check = (password: string, confirm = password) => validateNewPassword({ password, confirm }, email);
    expect(check('')).toEqual({ password: errorMessages.PASSWORD_NEW_REQUIRED });
    expect(check('W#1')).toEqual({ password: errorMessages.PASSWORD_LENGTH });
    expect(check('Wave2468')).toEqual({ password: errorMessages.PASSWORD_CHARACTER_CLASSES });
    expect(check('Wave#1234')).toEqual({ password: errorMessages.PASSWORD_SEQUENTIAL });
    expect(check('minji.kim#27')).toEqual({ password: errorMessages.PASSWORD_CONTAINS_USER_ID });
    expect(check('Wave#2468', 'Wave#2469')).toEqual({ confirm: errorMessages.PASSWORD_CONFIRM_MISMATCH });
    expect(check('Wave#2468')).toEqual({});
  });
});

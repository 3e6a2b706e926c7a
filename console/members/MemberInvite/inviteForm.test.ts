import { describe, expect, it } from 'vitest';
import { messageFor } from '@console/api/contextMessages';
import { duplicateInFormMessage, fillRows, isEmailList, isValidEmail, newRow, notInvited, rowError, splitEmailList } from './inviteForm';

describe('invite form', () => {
  it('splits a pasted list on commas, semicolons, spaces and new lines, without blanks or repeats', () => {
    expect(splitEmailList('a@x.io, b@x.io;c@x.io\n d@x.io\t\tA@X.io ,,')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
    expect(isEmailList('a@x.io')).toBe(false);
    expect(isEmailList(' a@x.io\n')).toBe(false);
    expect(isEmailList('a@x.io b@x.io')).toBe(true);
  });

  it('fills the pasted row, then empty rows after it, then new rows up to the maximum', () => {
    const rows = [newRow('kept@x.io'), newRow(), newRow('other@x.io')];
    const { rows: filled, overflow } = fillRows(rows, 1, ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'], 5);
    expect(filled.map((row) => row.email)).toEqual(['kept@x.io', 'a@x.io', 'other@x.io', 'b@x.io', 'c@x.io']);
    expect(overflow).toEqual(['d@x.io']);
    expect(filled.every((row) => row.touched)).toBe(true);
  });

  it('leaves out addresses already in other rows', () => {
    const rows = [newRow('a@x.io'), newRow()];
    expect(fillRows(rows, 1, ['A@x.io', 'b@x.io'], 10).rows.map((row) => row.email)).toEqual(['a@x.io', 'b@x.io']);
  });

  it('checks each row with the spec wording: required, format, registered, invited, twice', () => {
    const known = new Map([
      ['jun.lee@acme.example', 'Active' as const],
      ['hana.choi@acme.example', 'Inactive' as const],
      ['new.hire@acme.example', 'Pending' as const],
      ['late.reply@acme.example', 'Expired' as const],
    ]);
    const check = (email: string, rows = [newRow(email)]) => rowError(rows[rows.length - 1] ?? newRow(), rows, known);
    expect(check('')).toEqual(messageFor('members.invite', 'FIELD_REQUIRED'));
    expect(check('   ')).toEqual(messageFor('members.invite', 'FIELD_REQUIRED'));
    expect(check('someone@acme')).toEqual(messageFor('members.invite', 'EMAIL_INVALID'));
    expect(check('some one@acme.example')).toEqual(messageFor('members.invite', 'EMAIL_INVALID'));
    expect(check('Jun.Lee@acme.example')).toEqual(messageFor('members.invite', 'INVITE_DUPLICATE_REGISTERED'));
    expect(check('hana.choi@acme.example')).toEqual(messageFor('members.invite', 'INVITE_DUPLICATE_REGISTERED'));
    expect(check('new.hire@acme.example')).toEqual(messageFor('members.invite', 'INVITE_DUPLICATE_INVITED'));
    expect(check('late.reply@acme.example')).toEqual(messageFor('members.invite', 'INVITE_DUPLICATE_INVITED'));
    expect(check('b@x.io', [newRow('b@x.io'), newRow('B@x.io')])).toEqual(duplicateInFormMessage);
    expect(check('fresh@acme.example')).toBeNull();
    expect(messageFor('members.invite', 'FIELD_REQUIRED').message).toBe('Enter the email');
    expect(messageFor('members.invite', 'EMAIL_INVALID').message).toBe('Not a valid email format.');
    expect(messageFor('members.invite', 'INVITE_DUPLICATE_REGISTERED').message).toBe('This email has already been registered.');
    expect(messageFor('members.invite', 'INVITE_DUPLICATE_INVITED').message).toBe('This email has already been invited or registered.');
    expect(isValidEmail(' a@b.co ')).toBe(true);
  });

  it('names the addresses a batch did not confirm (a partial failure)', () => {
    expect(notInvited(['a@x.io', 'B@x.io', 'c@x.io'], ['b@x.io', 'a@x.io'])).toEqual(['c@x.io']);
    expect(notInvited(['a@x.io'], ['a@x.io'])).toEqual([]);
  });
});

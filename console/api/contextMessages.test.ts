/**
 * The spec's exact wording where the spec puts it (section 5), rendered in English from the real catalog:
 * one test per spec message, each through `messageFor(context, code)` as a form or an error answer would use it.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { messages as ko } from '../locales/ko/messages.po';
import { messageFor, messageForError } from './contextMessages';
import { ApiError } from './apiError';

const english = setupI18n({ locale: 'en', messages: { en } });
const render = (context: string, code: string, field?: string) => english._(messageFor(context, code, { field }));

describe('spec wording by context (English)', () => {
  it('invite dialog, empty e-mail: "Enter the email"', () => {
    expect(render('members.invite', 'FIELD_REQUIRED', 'emails')).toBe('Enter the email');
  });
  it('invite dialog, invalid e-mail: "Not a valid email format."', () => {
    expect(render('members.invite', 'EMAIL_INVALID')).toBe('Not a valid email format.');
  });
  it('contact form, empty title: "Please enter the title"', () => {
    expect(render('crm.inquiry', 'FIELD_REQUIRED', 'title')).toBe('Please enter the title');
  });
  it.each(['crm.freeTrial', 'crm.pricing'])('%s, empty typed field: "This field is required."', (context) => {
    for (const field of ['name', 'companyEmail', 'contact']) expect(render(context, 'FIELD_REQUIRED', field)).toBe('This field is required.');
  });
  it.each(['crm.freeTrial', 'crm.pricing'])('%s, nothing chosen: "Value required."', (context) => {
    for (const field of ['productCode', 'country', 'entryPath']) expect(render(context, 'FIELD_REQUIRED', field)).toBe('Value required.');
  });
  it.each(['crm.freeTrial', 'crm.pricing'])('%s, invalid e-mail: "This is not a valid email format."', (context) => {
    expect(render(context, 'EMAIL_INVALID', 'companyEmail')).toBe('This is not a valid email format.');
  });
  it('the same code reads differently in each context', () => {
    const texts = ['members.invite', 'crm.inquiry', 'crm.freeTrial'].map((c) => render(c, 'FIELD_REQUIRED', 'title'));
    expect(new Set(texts).size).toBe(3);
  });
  it('falls back to the one-per-code message elsewhere, and to the generic one for unknown codes', () => {
    expect(render('cards.add', 'FIELD_REQUIRED')).toBe('This field is required.');
    expect(render('members.invite', 'MEMBER_LIMIT')).toBe('You have exceeded the maximum allowed members.');
    expect(render('members.invite', 'ZZ9999')).toBe('A temporary error has occurred. Please try again later.');
  });
  it('reads the field from an error answer', () => {
    const error = new ApiError({ kind: 'server', status: 400, errorCode: 'FIELD_REQUIRED', message: 'x', body: { errorCode: 'FIELD_REQUIRED', message: 'x', details: { field: 'country' } } });
    expect(english._(messageForError('crm.pricing', error))).toBe('Value required.');
    expect(english._(messageForError('crm.pricing', new ApiError({ kind: 'network', message: 'offline' })))).toBe('A temporary error has occurred. Please try again later.');
  });
  it('words a length refusal with the field and its limit (the mock world answers FIELD_TOO_LONG the same way)', () => {
    expect(render('user.info', 'FIELD_TOO_LONG', 'name')).toBe('The name can be up to 20 characters.');
    expect(render('user.info', 'FIELD_TOO_LONG', 'company')).toBe('The organisation name can be up to 30 characters.');
    expect(render('account.update', 'FIELD_TOO_LONG', 'organizationName')).toBe('The organisation name can be up to 30 characters.');
    expect(render('invitation.accept', 'FIELD_TOO_LONG', 'name')).toBe('The name can be up to 20 characters.');
    expect(render('account.update', 'FIELD_REQUIRED', 'name')).toBe('This field is required.');
  });
  it('is translated (Korean catalog differs from the English source)', () => {
    const korean = setupI18n({ locale: 'ko', messages: { ko } });
    expect(korean._(messageFor('members.invite', 'FIELD_REQUIRED'))).not.toBe('Enter the email');
  });
});

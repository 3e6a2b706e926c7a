/**
 * The server's own `message` carries the spec's wording for the context too (section 5), and its `details.field`
 * lets the client pick the same sentence with `messageFor(operation, code, { field })`.
 */
import { describe, expect, it } from 'vitest';
import { call, post, startMockServer, world } from './helpers';

startMockServer();

const sales = { productCode: 'netfunnel', name: 'Kim', companyEmail: 'kim@acme.example', country: 'KR', contact: '010', entryPath: 'search', terms: true, privacy: true, cookie: true };

describe('server wording by context', () => {
  it('invite: an empty address, then an invalid one', async () => {
    world();
    expect((await post('/v2/organization/members/invitations', { emails: [''] })).body).toMatchObject({ errorCode: 'FIELD_REQUIRED', message: 'Enter the email' });
    expect((await post('/v2/organization/members/invitations', { emails: ['kim@'] })).body).toMatchObject({ errorCode: 'EMAIL_INVALID', message: 'Not a valid email format.' });
  });

  it('contact: an empty title', async () => {
    world();
    const form = new FormData();
    form.set('title', ' ');
    form.set('content', 'Hello');
    expect((await call('post', '/crm/v1/inquiries', form)).body).toMatchObject({ errorCode: 'FIELD_REQUIRED', message: 'Please enter the title', details: { field: 'title' } });
  });

  it.each(['free-trial-requests', 'pricing-requests'])('%s: typed field, choice, e-mail', async (path) => {
    world();
    expect((await post(`/crm/v1/${path}`, { ...sales, name: '' })).body).toMatchObject({ message: 'This field is required.', details: { field: 'name' } });
    expect((await post(`/crm/v1/${path}`, { ...sales, country: '' })).body).toMatchObject({ message: 'Value required.', details: { field: 'country' } });
    expect((await post(`/crm/v1/${path}`, { ...sales, companyEmail: 'kim-at-acme' })).body).toMatchObject({ errorCode: 'EMAIL_INVALID', message: 'This is not a valid email format.' });
  });
});

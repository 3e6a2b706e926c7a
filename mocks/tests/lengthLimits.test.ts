/**
 * Length limits say so (spec sections 5 and 9: name max 20, organisation name max 30): over the limit the server
 * answers FIELD_TOO_LONG with the field and its limit, not "This field is required."; at the limit it saves.
 * Counted after trimming, as the contract's schemas do. The client words it with `messageFor(operation,
 * 'FIELD_TOO_LONG', { field })` (console/api/contextMessages.test.ts checks the same sentences).
 */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { SEED } from '../world/seed';
import { get, post, put, startMockServer, world } from './helpers';

startMockServer();

const name21 = 'Kim Minji the Second!'; // 21 characters
const org31 = 'Acme Retail Korea Holdings Inc.'; // 31 characters
const info = { name: 'Kim Minji', company: 'Acme Retail', country: 'KR' };

describe('length limits', () => {
  it('the extra-information form (PUT /v2/user/info): name over 20, organisation name over 30', async () => {
    world({ scenario: 'newUserEmptyName' });
    expect(name21).toHaveLength(21);
    expect(org31).toHaveLength(31);
    expect(await put('/v2/user/info', { ...info, name: name21 })).toMatchObject({
      status: 400,
      body: { errorCode: 'FIELD_TOO_LONG', message: 'The name can be up to 20 characters.', details: { field: 'name', maxLength: 20 } },
    });
    expect(await put('/v2/user/info', { ...info, company: org31 })).toMatchObject({
      status: 400,
      body: { errorCode: 'FIELD_TOO_LONG', message: 'The organisation name can be up to 30 characters.', details: { field: 'company', maxLength: 30 } },
    });
    // Empty is still "required"; exactly at the limit (spaces around trimmed) saves.
    expect((await put('/v2/user/info', { ...info, name: '  ' })).body).toMatchObject({ errorCode: 'FIELD_REQUIRED', details: { field: 'name' } });
    expect((await put('/v2/user/info', { ...info, name: ` ${name21.slice(0, 20)} `, company: org31.slice(0, 30) })).status).toBe(200);
    expect((await get('/v2/account')).body.data).toMatchObject({ name: name21.slice(0, 20), organizationName: org31.slice(0, 30) });
  });

  it('account info (PUT /v2/account): name over 20, organisation name over 30', async () => {
    world();
    expect(await put('/v2/account', { name: name21 })).toMatchObject({
      status: 400,
      body: { errorCode: 'FIELD_TOO_LONG', message: 'The name can be up to 20 characters.', details: { field: 'name', maxLength: 20 } },
    });
    expect(await put('/v2/account', { organizationName: org31 })).toMatchObject({
      status: 400,
      body: { errorCode: 'FIELD_TOO_LONG', message: 'The organisation name can be up to 30 characters.', details: { field: 'organizationName', maxLength: 30 } },
    });
    expect((await put('/v2/account', { name: '' })).body).toMatchObject({ errorCode: 'FIELD_REQUIRED' });
    expect((await put('/v2/account', { organizationName: org31.slice(0, 30) })).status).toBe(200);
  });

  it('an invitation accepted by a new person (POST /v2/invitation/{token}/accept): the name is refused, not cut', async () => {
    world();
    const accept = { password: 'Invite#2468x', verifyPassword: 'Invite#2468x', terms: { service: true, privacy: true, cookie: true, thirdParty: false } };
    expect(await post(`/v2/invitation/${SEED.links.invitationPending}/accept`, { ...accept, name: name21 })).toMatchObject({
      status: 400,
      body: { errorCode: 'FIELD_TOO_LONG', details: { field: 'name', maxLength: 20 } },
    });
    expect((await post(`/v2/invitation/${SEED.links.invitationPending}/accept`, { ...accept, name: name21.slice(0, 20) })).status).toBe(200);
    expect(currentWorld().data.users.find((u) => u.name === name21.slice(0, 20))).toBeDefined();
  });
});

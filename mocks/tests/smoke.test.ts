import { describe, expect, it } from 'vitest';
import { data, get, useMockServer, world } from './helpers';

useMockServer();

describe('smoke', () => {
  it('answers the profile', async () => {
    world();
    const r = await get('/v2/user');
    expect(data(r)).toMatchObject({ id: 'u-owner', selectedOrganizationId: 'org-1' });
  });
});

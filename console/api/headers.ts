import type { Credentials } from '@console/session/session';

/** The request headers of spec section 7. */
export const HeaderName = {
  Authorization: 'Authorization',
  userKey: 'userKey',
  organizationId: 'organizationId',
  lang: 'lang',
} as const;

/** Authorization and userKey, from the session's credentials (every main and region call carries them). */
export function credentialHeaders(credentials: Credentials): Record<string, string> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, never shown
  return { [HeaderName.Authorization]: `Bearer ${credentials.scpToken}`, [HeaderName.userKey]: credentials.userKey };
}

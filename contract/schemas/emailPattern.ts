/**
 * The e-mail address the API accepts: zod's default `z.email()` pattern (zod/v4/core/regexes.js, `email`), kept here
 * without zod so a form can check an address before the API client (ky, zod, the schemas) has loaded.
 * `emailSchema` (./common.ts) validates with this same pattern; a test holds it to zod's.
 */
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The CRM's plain values, without zod: the sales forms show them before the API client has loaded. `./crm.ts`
 * builds its schemas from them (the attachment limits are in ../rules/attachments.ts).
 */

/** How the customer heard of the product (the sales forms' "entry path"). */
export const entryPaths = ['advertisement', 'sns', 'linkedIn', 'search', 'email', 'referral'] as const;
export type EntryPath = (typeof entryPaths)[number];

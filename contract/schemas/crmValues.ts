/**
 * The CRM's plain values (attachment limits, entry paths), without zod: the contact forms show them before the API
 * client has loaded. `./crm.ts` builds its schemas from them.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const attachmentExtensions = [
  'jpg', 'jpeg', 'png', 'pdf', 'xlsx', 'hwp', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'wmv', 'gif', 'html',
] as const;

/** How the customer heard of the product (the sales forms' "entry path"). */
export const entryPaths = ['advertisement', 'sns', 'linkedIn', 'search', 'email', 'referral'] as const;
export type EntryPath = (typeof entryPaths)[number];

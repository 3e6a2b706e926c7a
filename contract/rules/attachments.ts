/**
 * Contact-form attachments (spec section 5): up to 10 MB each, the listed extensions only, no two files of the
 * same name. The console's file field is given these values; the server checks them again.
 */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const attachmentExtensions = [
  'jpg', 'jpeg', 'png', 'pdf', 'xlsx', 'hwp', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'wmv', 'gif', 'html',
] as const;

/** The extension after the last dot, lower-cased; '' when there is none (`README`, `.env`). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type AttachmentProblem = { code: 'FILE_DUPLICATE' | 'FILE_TOO_LARGE' | 'FILE_TYPE'; name: string };

/** The first refusal of a set of attachments (duplicates first, then size and type by file); null when all pass. */
export function attachmentProblem(files: readonly { name: string; size: number }[]): AttachmentProblem | null {
  const names = new Set<string>();
  for (const file of files) {
    if (names.has(file.name)) return { code: 'FILE_DUPLICATE', name: file.name };
    names.add(file.name);
  }
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) return { code: 'FILE_TOO_LARGE', name: file.name };
    if (!(attachmentExtensions as readonly string[]).includes(extensionOf(file.name))) return { code: 'FILE_TYPE', name: file.name };
  }
  return null;
}

/** Contact-form attachments: <= 10 MB each, allowed extensions only, no duplicate names; title and content required. */
import { LIMITS } from '../catalogue';
import type { AttachmentRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function checkInquiry(title: string, content: string, files: AttachmentRec[]): RuleError | null {
  if (!title.trim()) return err(400, E.FIELD_REQUIRED, MESSAGES.titleRequired, { field: 'title' });
  if (!content.trim()) return err(400, E.FIELD_REQUIRED, MESSAGES.contentRequired, { field: 'content' });
  const names = new Set<string>();
  for (const f of files) {
    if (names.has(f.name)) return err(400, E.FILE_DUPLICATE, MESSAGES.fileDuplicate, { name: f.name });
    names.add(f.name);
  }
  for (const f of files) {
    if (f.size > LIMITS.attachmentMaxBytes) return err(413, E.FILE_TOO_LARGE, MESSAGES.fileTooLarge, { name: f.name, max: LIMITS.attachmentMaxBytes });
    if (!(LIMITS.attachmentTypes as readonly string[]).includes(extensionOf(f.name))) return err(400, E.FILE_TYPE, MESSAGES.fileType, { name: f.name });
  }
  return null;
}

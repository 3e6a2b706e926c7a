/**
 * Contact-form attachments: title and content required; the attachment limits (size, extensions, duplicate names)
 * are the contract's (contract/rules/attachments.ts).
 */
import { attachmentProblem, MAX_ATTACHMENT_BYTES } from '@contract/rules/attachments';
import type { AttachmentRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export function checkInquiry(title: string, content: string, files: AttachmentRec[]): RuleError | null {
  if (!title.trim()) return err(400, E.FIELD_REQUIRED, MESSAGES.titleRequired, { field: 'title' });
  if (!content.trim()) return err(400, E.FIELD_REQUIRED, MESSAGES.contentRequired, { field: 'content' });
  const problem = attachmentProblem(files);
  if (!problem) return null;
  const { name } = problem;
  switch (problem.code) {
    case 'FILE_DUPLICATE':
      return err(400, E.FILE_DUPLICATE, MESSAGES.fileDuplicate, { name });
    case 'FILE_TOO_LARGE':
      return err(413, E.FILE_TOO_LARGE, MESSAGES.fileTooLarge, { name, max: MAX_ATTACHMENT_BYTES });
    case 'FILE_TYPE':
      return err(400, E.FILE_TYPE, MESSAGES.fileType, { name });
  }
}

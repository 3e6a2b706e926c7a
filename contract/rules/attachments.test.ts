import { describe, expect, it } from 'vitest';
import { attachmentProblem, extensionOf, MAX_ATTACHMENT_BYTES } from './attachments';

describe('attachment limits (spec section 5)', () => {
  it('reads the extension in any case', () => {
    expect(extensionOf('Invoice.2026.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('refuses a duplicate name first, then a file too large or of another type', () => {
    expect(attachmentProblem([{ name: 'a.png', size: 1 }, { name: 'a.png', size: 1 }])).toEqual({ code: 'FILE_DUPLICATE', name: 'a.png' });
    expect(attachmentProblem([{ name: 'big.pdf', size: MAX_ATTACHMENT_BYTES + 1 }])).toEqual({ code: 'FILE_TOO_LARGE', name: 'big.pdf' });
    expect(attachmentProblem([{ name: 'run.exe', size: 1 }])).toEqual({ code: 'FILE_TYPE', name: 'run.exe' });
    expect(attachmentProblem([{ name: 'ok.pdf', size: MAX_ATTACHMENT_BYTES }])).toBeNull();
  });
});

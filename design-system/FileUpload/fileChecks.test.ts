import { describe, expect, it } from 'vitest';
import { checkFiles, extensionOf, formatFileSize, sameFileName } from './fileChecks';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
/** A File reporting a size without allocating it. */
const sized = (name: string, size: number) => Object.defineProperty(new File([], name), 'size', { value: size });

const spec = {
  maxFileSize: 10 * MB,
  acceptedExtensions: [
    'jpg',
    'jpeg',
    'png',
    'pdf',
    'xlsx',
    'hwp',
    'doc',
    'docx',
    'ppt',
    'pptx',
    'mp4',
    'wmv',
    'gif',
    'html',
  ],
};

describe('extensionOf', () => {
  it('takes the part after the last dot, lower-cased', () => {
    expect(extensionOf('Invoice.2026.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });

  it('has none for names without a dot or starting with one', () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
  });
});

describe('checkFiles (spec: contact form attachments)', () => {
  it('accepts allowed types up to 10 MB', () => {
    const { accepted, rejected } = checkFiles([file('screen.png'), sized('manual.pdf', 10 * MB)], [], spec);
    expect(accepted.map((item) => item.name)).toEqual(['screen.png', 'manual.pdf']);
    expect(rejected).toEqual([]);
  });

  it('rejects a file over 10 MB', () => {
    const big = sized('video.mp4', 11 * MB);
    expect(checkFiles([big], [], spec).rejected).toEqual([{ file: big, reason: 'size' }]);
    expect(checkFiles([sized('edge.mp4', 10 * MB + 1)], [], spec).rejected[0]?.reason).toBe('size');
  });

  it('rejects a type that is not in the list, whatever the case of the allowed list', () => {
    const script = file('setup.exe');
    expect(checkFiles([script], [], spec).rejected).toEqual([{ file: script, reason: 'type' }]);
    expect(checkFiles([file('photo.JPG')], [], { acceptedExtensions: ['.JPG'] }).accepted).toHaveLength(1);
    expect(checkFiles([file('README')], [], spec).rejected[0]?.reason).toBe('type');
  });

  it('rejects a name already in the list, and the second of two equal names in one batch', () => {
    const again = file('report.pdf');
    expect(checkFiles([again], ['report.pdf'], spec).rejected).toEqual([{ file: again, reason: 'duplicate' }]);
    const first = file('Report.pdf');
    const second = file('report.PDF');
    const result = checkFiles([first, second], [], spec);
    expect(result.accepted).toEqual([first]);
    expect(result.rejected).toEqual([{ file: second, reason: 'duplicate' }]);
  });

  it('treats differently normalised Unicode names as the same name', () => {
    expect(sameFileName('가.pdf', '가.pdf'.normalize('NFD'))).toBe(true);
  });

  it('stops at maxFiles', () => {
    const result = checkFiles([file('a.png'), file('b.png'), file('c.png')], ['x.png'], { maxFiles: 3 });
    expect(result.accepted.map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(result.rejected.map((item) => [item.file.name, item.reason])).toEqual([['c.png', 'count']]);
  });

  it('gives one reason per file, type before size', () => {
    expect(checkFiles([sized('huge.exe', 50 * MB)], [], spec).rejected[0]?.reason).toBe('type');
  });

  it('accepts anything without rules', () => {
    expect(checkFiles([file('any.bin'), file('any.bin')], [], {}).rejected[0]?.reason).toBe('duplicate');
    expect(checkFiles([file('any.bin')], [], {}).accepted).toHaveLength(1);
  });
});

describe('formatFileSize', () => {
  it('uses binary multiples and the locale', () => {
    expect(formatFileSize(10 * MB, 'en-US')).toBe('10 MB');
    expect(formatFileSize(1.5 * MB, 'es-ES')).toBe('1,5 MB');
    expect(formatFileSize(2048, 'en-US')).toBe('2 kB');
    expect(formatFileSize(512, 'en-US')).toBe('512 bytes');
    expect(formatFileSize(3 * 1024 * MB, 'en-US')).toBe('3 GB');
  });

  it('follows Korean and Japanese conventions', () => {
    expect(formatFileSize(10 * MB, 'ko-KR')).toBe('10MB');
    expect(formatFileSize(10 * MB, 'ja-JP')).toBe('10 MB');
  });
});

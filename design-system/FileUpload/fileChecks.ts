/**
 * The checks FileUpload runs on picked or dropped files, kept free of React so they are unit-tested:
 * size per file, allowed extensions, duplicate names (against the list and within the batch) and an
 * optional maximum count.
 */

/** Why a file was not added. */
export type FileRejectionReason = 'size' | 'type' | 'duplicate' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** Largest allowed file, in bytes. */
  maxFileSize?: number;
  /** Allowed extensions without the dot, any case (`['pdf', 'png']`). Empty or undefined: any. */
  acceptedExtensions?: readonly string[];
  /** Most files the list may hold. */
  maxFiles?: number;
}

/** The extension after the last dot, lower-cased; '' when there is none (`README`, `.env`). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Names compare as the same file when they differ only in case or Unicode normalisation. */
export function sameFileName(a: string, b: string): boolean {
  return a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
}

/**
 * Splits a batch into the files to add and the ones to reject (one reason each, in this order:
 * type, size, duplicate, count). `existingNames` are the names already in the list.
 */
export function checkFiles(
  incoming: readonly File[],
  existingNames: readonly string[],
  rules: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const allowed = (rules.acceptedExtensions ?? []).map((extension) => extension.replace(/^\./, '').toLowerCase());
  const taken = [...existingNames];
  for (const file of incoming) {
    let reason: FileRejectionReason | undefined;
    if (allowed.length > 0 && !allowed.includes(extensionOf(file.name))) reason = 'type';
    else if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) reason = 'size';
    else if (taken.some((name) => sameFileName(name, file.name))) reason = 'duplicate';
    else if (rules.maxFiles !== undefined && taken.length >= rules.maxFiles) reason = 'count';
    if (reason) {
      rejected.push({ file, reason });
    } else {
      accepted.push(file);
      taken.push(file.name);
    }
  }
  return { accepted, rejected };
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size for people, in the locale's number format: "512 bytes", "1.5 MB", "10MB" (ko).
 * Binary multiples (1 MB = 1,048,576 bytes), as operating systems show file sizes.
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

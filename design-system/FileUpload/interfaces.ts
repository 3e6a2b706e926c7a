import type { ReactNode } from 'react';

/** One file in the list. */
export interface FileUploadItem {
  /** Stable key (the component makes one for files it adds). */
  id: string;
  /** File name, as shown. */
  name: string;
  /** Size in bytes (shown in the locale's format). */
  size: number;
  /** The picked or dropped file, for the caller to upload. Absent for files already on the server. */
  file?: File;
  /** Upload progress 0-100 while uploading; shows a progress bar until 100. */
  progress?: number;
  /** Why this file's upload failed (the caller's words); shown under it. */
  error?: ReactNode;
}

/**
 * The caller's words for rejected files (the spec's wording lives in the console's catalog, e.g.
 * "There are duplicate files."). Each gets the file, and the limit formatted for people.
 */
export interface FileUploadMessages {
  /** Larger than `maxFileSize`; `maxSize` is e.g. "10 MB" in the active locale. */
  fileTooLarge: (file: File, maxSize: string) => ReactNode;
  /** Extension not in `acceptedExtensions`; `allowed` lists them ("JPG, PNG and PDF"). */
  fileTypeNotAllowed: (file: File, allowed: string) => ReactNode;
  /** A file with this name is already in the list (or twice in one drop). */
  duplicateName: (file: File) => ReactNode;
  /** The list already holds `maxFiles` files. Required when `maxFiles` is set. */
  tooManyFiles?: (file: File, maxFiles: number) => ReactNode;
}

export interface FileUploadProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /** Words for rejected files, from the caller's catalog. */
  messages: FileUploadMessages;
  /**
   * Allowed extensions without the dot, any case (`['pdf', 'png']`). Also narrows the file picker.
   * @default undefined
   */
  acceptedExtensions?: readonly string[];
  /**
   * Largest file, in bytes (10 MB = `10 * 1024 * 1024`).
   * @default undefined
   */
  maxFileSize?: number;
  /**
   * Most files the list may hold.
   * @default undefined
   */
  maxFiles?: number;
  /**
   * Several files per pick or drop.
   * @default true
   */
  allowsMultiple?: boolean;
  /**
   * The files (controlled), e.g. with upload `progress` filled in by the caller.
   * @default undefined
   */
  value?: readonly FileUploadItem[];
  /**
   * Initial files (uncontrolled).
   * @default []
   */
  defaultValue?: readonly FileUploadItem[];
  /**
   * Called with the new list after files are added or removed.
   * @default undefined
   */
  onChange?: (items: FileUploadItem[]) => void;
  /**
   * Called with the files turned away and why ('size', 'type', 'duplicate', 'count').
   * @default undefined
   */
  onReject?: (rejections: { file: File; reason: 'size' | 'type' | 'duplicate' | 'count' }[]) => void;
  /**
   * Help text under the field. The allowed types and size are already shown in the drop zone.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while `isInvalid` (e.g. a required attachment missing after submit).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Required: marks the label.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled: no picking, dropping or removing.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Replaces the design system's "Drag files here, or".
   * @default undefined
   */
  dropLabel?: ReactNode;
  /**
   * Replaces the design system's "Choose files" button label.
   * @default undefined
   */
  chooseLabel?: ReactNode;
  /**
   * Replaces the design system's name of a remove button ("Remove report.pdf").
   * @default undefined
   */
  removeLabel?: (name: string) => string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

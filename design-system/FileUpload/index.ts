export { FileUpload } from './FileUpload';
export type { FileUploadItem, FileUploadMessages, FileUploadProps } from './interfaces';
export { formatFileSize } from './fileChecks';

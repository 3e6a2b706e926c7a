export { ToastRegion } from './ToastRegion';
export { createToastQueue, showToast } from './queue';
export type { ShowToastOptions, ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './interfaces';

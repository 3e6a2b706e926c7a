export { Dialog, DialogTrigger } from './Dialog';
export type { DialogContent, DialogProps } from './interfaces';
export type { DialogTriggerProps } from 'react-aria-components';

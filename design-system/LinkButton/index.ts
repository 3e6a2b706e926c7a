export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './interfaces';

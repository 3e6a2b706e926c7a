export { Switch } from './Switch';
export type { SwitchProps } from './interfaces';

export { Icon } from './Icon';
export type { IconName, IconProps, IconSize } from './interfaces';
export { iconPaths } from './paths';

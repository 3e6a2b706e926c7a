export { Tooltip } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './interfaces';

export { Popover } from './Popover';
export type { PopoverPlacement, PopoverProps, TitledPopoverProps, UntitledPopoverProps } from './interfaces';

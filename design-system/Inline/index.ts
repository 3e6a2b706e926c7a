export { Inline } from './Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './interfaces';

export { Stack } from './Stack';
export type { LayoutElement, SpaceStep, StackAlign, StackProps } from './interfaces';

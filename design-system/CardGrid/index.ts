export { CardGrid } from './CardGrid';
export type { CardGridProps } from './interfaces';

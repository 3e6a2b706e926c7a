export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './interfaces';

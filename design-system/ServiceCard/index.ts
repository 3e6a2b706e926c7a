export { ServiceCard } from './ServiceCard';
export type { ServiceCardProps } from './interfaces';

export { Link } from './Link';
export type { LinkProps, LinkVariant } from './interfaces';

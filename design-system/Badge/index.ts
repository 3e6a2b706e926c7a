export { Badge } from './Badge';
export type { BadgeProps, BadgeTone, CountBadgeProps, TextBadgeProps } from './interfaces';

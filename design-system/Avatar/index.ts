export { Avatar } from './Avatar';
export { initialsOf } from './initials';
export type { AvatarProps } from './interfaces';

import { initialsOf } from './initials';
import type { AvatarProps } from './interfaces';
import styles from './Avatar.module.scss';

/** A person as initials in a circle (member lists, the profile button). */
export function Avatar({ name, size = 'md', isDecorative = false, className }: AvatarProps) {
  // Without a name there is nothing to say: hidden, like a decorative one.
  const a11y = isDecorative || name.trim() === '' ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': name };
  return (
    <span {...a11y} className={[styles.avatar, className].filter(Boolean).join(' ')} data-size={size}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}

import type { IconProps } from './interfaces';
import { iconPaths } from './paths';
import styles from './Icon.module.scss';

/** A stroke icon in the current text colour. Decorative unless it has an `aria-label`. */
export function Icon({ name, size, 'aria-label': label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={[styles.icon, className].filter(Boolean).join(' ')}
      data-size={size}
      data-icon={name}
      {...a11y}
    >
      {iconPaths[name]}
    </svg>
  );
}

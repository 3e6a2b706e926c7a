import type { ButtonGroupProps } from './interfaces';
import styles from './ButtonGroup.module.scss';

/**
 * A row of related actions (dialog footers, page action bars, form buttons) with one spacing and one
 * alignment everywhere. It wraps when the labels do not fit (Spanish runs long), so no label is ever
 * cut; `orientation="vertical"` or `stretch` for narrow screens.
 */
export function ButtonGroup({
  children,
  align = 'end',
  orientation = 'horizontal',
  stretch = false,
  'aria-label': ariaLabel,
  className,
}: ButtonGroupProps) {
  return (
    <div
      className={[styles.group, className].filter(Boolean).join(' ')}
      role={ariaLabel ? 'group' : undefined}
      aria-label={ariaLabel}
      data-align={align}
      data-orientation={orientation}
      data-stretch={stretch || undefined}
    >
      {children}
    </div>
  );
}

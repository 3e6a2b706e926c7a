import { forwardRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Spinner } from '../Spinner';
import type { ButtonProps, ButtonSize } from './interfaces';
import type { SpinnerSize } from '../Spinner';
import styles from './Button.module.scss';

const spinnerSizes: Record<ButtonSize, SpinnerSize> = { xs: 'xs', sm: 'sm', md: 'sm', lg: 'md', xl: 'md' };

/**
 * Action button on React Aria's `Button`. Styled through data attributes:
 * `data-variant`, `data-size`, `data-icon-only`, `data-full-width`, and React Aria's
 * `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    icon,
    children,
    className,
    isPending = false,
    ...rest
  } = props;
  const iconOnly = children === undefined || children === null || children === false;

  return (
    <AriaButton
      {...rest}
      ref={ref}
      isPending={isPending}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-full-width={fullWidth || undefined}
    >
      {/* The content stays in place (invisible) while pending, so the width does not jump
          and the label still names the button. */}
      <span className={styles.content}>
        {icon != null && <span className={styles.icon}>{icon}</span>}
        {!iconOnly && <span className={styles.label}>{children}</span>}
      </span>
      {isPending && (
        <span className={styles.pending}>
          <Spinner size={spinnerSizes[size]} tone="currentColor" />
        </span>
      )}
    </AriaButton>
  );
});

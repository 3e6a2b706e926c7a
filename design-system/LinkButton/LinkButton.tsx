import { forwardRef } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import buttonStyles from '../Button/Button.module.scss';
import type { LinkButtonProps } from './interfaces';
import styles from './LinkButton.module.scss';

/**
 * A link that looks like a `Button`: for navigation ("Go to plans", "Open dashboard"), where a button
 * would do an action. It is an `<a href>`, so it opens in a new tab on middle-click and the screen
 * reader says "link". Shares `Button`'s styles through the same data attributes.
 */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(props, ref) {
  const {
    children,
    variant = 'secondary',
    size = 'md',
    icon,
    fullWidth = false,
    isExternal = false,
    externalLabel,
    className,
    ...rest
  } = props;
  const { t } = useLingui();
  const iconOnly = children === undefined || children === null || children === false;
  return (
    <AriaLink
      {...rest}
      ref={ref}
      className={[buttonStyles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-icon-only={iconOnly || undefined}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
    >
      <span className={buttonStyles.content}>
        {icon != null && <span className={buttonStyles.icon}>{icon}</span>}
        {!iconOnly && <span className={buttonStyles.label}>{children}</span>}
        {isExternal && (
          <>
            <span className={buttonStyles.icon}>
              <Icon name="externalLink" />
            </span>
            <span className={styles.visuallyHidden}>{` ${externalLabel ?? t`(opens in a new tab)`}`}</span>
          </>
        )}
      </span>
    </AriaLink>
  );
});

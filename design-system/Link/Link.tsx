import { forwardRef } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { LinkProps } from './interfaces';
import styles from './Link.module.scss';

/**
 * Text link on React Aria's `Link`. Client-side navigation comes from React Aria's `RouterProvider`,
 * which the console wires to its router (and wraps with TanStack Router's `createLink` for typed
 * `to`/`params`); the design system itself knows no router.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { children, variant = 'inline', isExternal = false, externalLabel, className, ...rest } = props;
  const { t } = useLingui();
  return (
    <AriaLink
      {...rest}
      ref={ref}
      className={[styles.link, className].filter(Boolean).join(' ')}
      data-variant={variant}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
    >
      {children}
      {isExternal && (
        <>
          <span className={styles.externalIcon}>
            <Icon name="externalLink" />
          </span>
          <span className={styles.visuallyHidden}>{` ${externalLabel ?? t`(opens in a new tab)`}`}</span>
        </>
      )}
    </AriaLink>
  );
});

import { useLocale } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '../i18n/formatters';
import type { BadgeProps } from './interfaces';
import styles from './Badge.module.scss';

/**
 * A small pill that marks something: a product mark in the side navigation (MBUSTER), "New", or a
 * count of unread items. It is not interactive and not a status: for billing, member or service states
 * use `StatusLabel`, which adds an icon and the spec's wording.
 */
export function Badge({ tone = 'neutral', size = 'md', className, 'aria-label': ariaLabel, ...content }: BadgeProps) {
  const { locale } = useLocale();
  const { t } = useLingui();
  let text = content.children;
  if (content.count !== undefined) {
    const max = content.max ?? 99;
    const format = numberFormat(locale);
    const capped = format.format(max);
    text = content.count > max ? t({ message: `${capped}+`, context: 'badge count over the maximum' }) : format.format(content.count);
  }
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-size={size}
      data-count={content.count !== undefined || undefined}
      // A named badge is an image of its words; otherwise its text is read as is.
      {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel } : {})}
    >
      {text}
    </span>
  );
}

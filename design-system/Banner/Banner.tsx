import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { defaultRole, toneIcons, toneLabels, useDismiss } from '../InlineAlert/alertParts';
import type { BannerProps } from './interfaces';
import styles from './Banner.module.scss';

/**
 * A message about the whole page or session, across the full width above the content: maintenance
 * ahead, a failed payment, an expired plan. `tone="environment"` is the red caution strip the shell
 * shows the provider's staff in production. For a message about one section use `InlineAlert`.
 */
export function Banner(props: BannerProps) {
  const { tone = 'info', title, children, toneLabel, role, id, className } = props;
  const { action, onDismiss, dismissLabel } = props.tone === 'environment' ? {} : props;
  const { t, i18n } = useLingui();
  const { ref, isDismissed, dismiss } = useDismiss<HTMLDivElement>(onDismiss);
  if (isDismissed) return null;
  return (
    <div
      ref={ref}
      id={id}
      role={role ?? defaultRole(tone)}
      className={[styles.banner, className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <div className={styles.inner}>
        <span className={styles.icon}>
          <Icon name={toneIcons[tone]} size={20} aria-label={toneLabel ?? i18n._(toneLabels[tone])} />
        </span>
        <div className={styles.main}>
          <p className={styles.message}>
            {title != null && <strong className={styles.title}>{title}</strong>}
            {title != null && ' '}
            {children}
          </p>
          {action != null && <div className={styles.action}>{action}</div>}
        </div>
        {onDismiss && (
          <Button
            className={styles.dismiss}
            variant="tertiary"
            size="sm"
            icon={<Icon name="close" />}
            aria-label={dismissLabel ?? t`Dismiss`}
            onPress={dismiss}
          />
        )}
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { defaultRole, toneIcons, toneLabels, useDismiss } from './alertParts';
import type { InlineAlertProps } from './interfaces';
import styles from './InlineAlert.module.scss';

/**
 * A message about the content around it: a form that cannot be sent, a plan change that is blocked,
 * a saved setting. Four tones, each with its own icon and an accessible tone name, an optional title,
 * one action and a dismiss button. For a message about the whole page use `Banner`; for a passing
 * confirmation use a toast.
 */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  toneLabel,
  role,
  id,
  className,
}: InlineAlertProps) {
  const { t, i18n } = useLingui();
  const { ref, isDismissed, dismiss } = useDismiss<HTMLDivElement>(onDismiss);
  if (isDismissed) return null;
  return (
    <div
      ref={ref}
      id={id}
      role={role ?? defaultRole(tone)}
      className={[styles.alert, className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <span className={styles.icon}>
        <Icon name={toneIcons[tone]} size={20} aria-label={toneLabel ?? i18n._(toneLabels[tone])} />
      </span>
      <div className={styles.main}>
        <div className={styles.body}>
          {title != null && <div className={styles.title}>{title}</div>}
          <div className={styles.message}>{children}</div>
        </div>
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
  );
}

import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import type { ToastRegionProps, ToastTone } from './interfaces';
import styles from './Toast.module.scss';

const toneIcon: Record<ToastTone, IconName | null> = {
  error: 'alert',
  warning: 'alert',
  success: 'check',
  info: 'info',
  default: null,
};

/**
 * Where toasts appear (a landmark region, F6 reaches it). Each toast has a close button; closing the
 * last one returns focus to where it was. Place one per app, above the router.
 */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  const { t } = useLingui();
  return (
    <AriaToastRegion queue={queue} className={[styles.region, className].filter(Boolean).join(' ')}>
      {({ toast }) => {
        const icon = toneIcon[toast.content.tone];
        return (
          <AriaToast toast={toast} className={styles.toast} data-tone={toast.content.tone}>
            {icon && (
              <span className={styles.icon}>
                <Icon name={icon} size={20} />
              </span>
            )}
            <AriaToastContent className={styles.content}>
              <Text slot="title">{toast.content.message}</Text>
            </AriaToastContent>
            <Button slot="close" variant="tertiary" size="sm" icon={<Icon name="close" />} aria-label={t`Close`} />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

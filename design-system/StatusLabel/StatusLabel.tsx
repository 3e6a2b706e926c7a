import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { StatusLabelProps } from './interfaces';
import { billingStatuses, memberStatuses, tenantStatuses, type StatusLook } from './vocabularies';
import styles from './StatusLabel.module.scss';

/**
 * The state of a payment, a member or a product's service, in the spec's words: an icon and a word in
 * the status colour, so the meaning never rests on colour alone. Pick the vocabulary (`billing`,
 * `member`, `tenant`) and pass the API's value as `status`; the words come from the design system's
 * catalog in the four languages and can be replaced with `label`. For anything else use
 * `vocabulary="custom"`.
 */
export function StatusLabel(props: StatusLabelProps) {
  const { i18n } = useLingui();
  let look: StatusLook | undefined;
  if (props.vocabulary === 'billing') look = billingStatuses[props.status];
  else if (props.vocabulary === 'member') look = memberStatuses[props.status];
  else if (props.vocabulary === 'tenant') look = tenantStatuses[props.status];
  const tone = look?.tone ?? (props.vocabulary === 'custom' ? props.tone : 'neutral');
  const icon = look?.icon ?? (props.vocabulary === 'custom' ? props.icon : 'info');
  const label = props.label ?? (look ? i18n._(look.label) : null);
  return (
    <span
      className={[styles.status, props.className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-vocabulary={props.vocabulary}
      data-status={props.status}
    >
      <Icon name={icon} size={16} className={styles.icon} />
      <span className={styles.label}>{label}</span>
    </span>
  );
}

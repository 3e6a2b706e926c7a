import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../Badge';
import { StatusLabel } from '../StatusLabel';
import type { ServiceCardProps } from './interfaces';
import styles from './ServiceCard.module.scss';

/**
 * One product on the dashboard: name, plan, tenant state and what to do next. A `section` named by the
 * product's heading; the actions are the caller's (links or buttons).
 */
export function ServiceCard({
  name,
  plan,
  tenantStatus,
  description,
  badge,
  actions,
  isUnavailable = false,
  unavailableLabel,
  notSubscribedLabel,
  headingLevel = 3,
  className,
}: ServiceCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-unavailable={isUnavailable || undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.name}>
          {name}
        </Heading>
        {badge != null && <Badge tone="accent" size="sm">{badge}</Badge>}
      </div>
      <p className={styles.plan}>{isUnavailable ? (unavailableLabel ?? t`Unavailable`) : (plan ?? notSubscribedLabel ?? t`Not subscribed`)}</p>
      {!isUnavailable && tenantStatus !== undefined && <StatusLabel vocabulary="tenant" status={tenantStatus} />}
      {description != null && <p className={styles.description}>{description}</p>}
      {actions != null && !isUnavailable && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '@ds/DateTime';
import { StatusLabel } from '@ds/StatusLabel';
import type { ContractType } from '@contract/schemas/contracts';
import styles from './Contracts.module.scss';
import { useCatalog } from '../catalog';

/** The spec's five contract types (section 3), in the console's words. */
export const contractTypeLabels = {
  MONTHLY_RENEWAL: msg({ message: 'Monthly renewal', context: 'contract type' }),
  MONTHLY_RENEWAL_TERM: msg({ message: 'Monthly renewal term contract', context: 'contract type' }),
  TERM: msg({ message: 'Term contract', context: 'contract type' }),
  SPOT: msg({ message: 'Spot', context: 'contract type' }),
  FREE_TRIAL: msg({ message: 'Free trial', context: 'contract type' }),
} satisfies Record<ContractType, unknown>;

/** Renewal types are priced per month; term, spot and trial contracts have one amount for the whole contract. */
export function isMonthly(type: ContractType): boolean {
  return type === 'MONTHLY_RENEWAL' || type === 'MONTHLY_RENEWAL_TERM';
}

export const paymentMethodLabels = {
  CARD: msg({ message: 'Card', context: 'contract payment method' }),
  INVOICE: msg({ message: 'Invoice', context: 'contract payment method' }),
} as const;

/** Paid flag: every charge for the contract is paid, or not yet. */
export function PaidLabel({ paid }: { paid: boolean }) {
  useCatalog();
  const { t } = useLingui();
  return paid ? (
    <StatusLabel vocabulary="custom" tone="success" icon="checkCircle" label={t({ message: 'Paid', context: 'contract paid flag' })} />
  ) : (
    <StatusLabel vocabulary="custom" tone="warning" icon="clock" label={t({ message: 'Not paid', context: 'contract paid flag' })} />
  );
}

/** A contract's period: start to end, or "ongoing" while it runs. Dates in UTC, as the billing calendar. */
export function Period({ start, end }: { start: string; end: string | null }) {
  useCatalog();
  return (
    <span className={styles.period}>
      <DateTime value={start} timeZone="UTC" />
      {' – '}
      {end ? <DateTime value={end} timeZone="UTC" /> : <Ongoing />}
    </span>
  );
}

function Ongoing() {
  const { t } = useLingui();
  return <span className={styles.ongoing}>{t({ message: 'ongoing', context: 'contract period end' })}</span>;
}

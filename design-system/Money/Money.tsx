import { useLocale } from 'react-aria-components';
import { numberFormat } from '../i18n/formatters';
import type { MoneyProps } from './interfaces';
import styles from './Money.module.scss';

/** Formats an amount with `Intl.NumberFormat` in the active locale, two decimals for USD, tabular digits. */
export function formatMoney(amount: number, locale: string, currency = 'USD', display: 'symbol' | 'code' = 'symbol'): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(amount);
}

/** An amount of money in the active locale ("$2,588.34", "2.588,34 US$"). */
export function Money({ amount, currency = 'USD', display = 'symbol', className }: MoneyProps) {
  const { locale } = useLocale();
  return (
    <span className={[styles.money, className].filter(Boolean).join(' ')} data-negative={amount < 0 || undefined}>
      {formatMoney(amount, locale, currency, display)}
    </span>
  );
}

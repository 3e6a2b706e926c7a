import { useLocale } from 'react-aria-components';
import { numberFormat } from '../i18n/formatters';
import type { MoneyProps } from './interfaces';
import styles from './Money.module.scss';

/**
 * Formats an amount with `Intl.NumberFormat` in the active locale: the ISO currency code (the spec prices in USD),
 * never a symbol, so "$" and "US$" cannot both appear ("USD 1,200.00", "1200,00 USD"); the currency's decimals.
 */
export function formatMoney(amount: number, locale: string, currency = 'USD'): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}

/** An amount of money in the active locale ("USD 2,588.34", "2588,34 USD"), tabular digits. */
export function Money({ amount, currency = 'USD', className }: MoneyProps) {
  const { locale } = useLocale();
  return (
    <span className={[styles.money, className].filter(Boolean).join(' ')} data-negative={amount < 0 || undefined}>
      {formatMoney(amount, locale, currency)}
    </span>
  );
}

export interface MoneyProps {
  /** The amount in the currency's major unit (2588.34 dollars). */
  amount: number;
  /**
   * ISO 4217 currency code.
   * @default 'USD'
   */
  currency?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

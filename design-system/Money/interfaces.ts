export interface MoneyProps {
  /** The amount in the currency's major unit (2588.34 dollars). */
  amount: number;
  /**
   * ISO 4217 currency code.
   * @default 'USD'
   */
  currency?: string;
  /**
   * `code` shows "USD 2,588.34" where several currencies meet (contracts); `symbol` "$2,588.34".
   * @default 'symbol'
   */
  display?: 'symbol' | 'code';
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

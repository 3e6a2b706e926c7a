export { formatMoney, Money } from './Money';
export type { MoneyProps } from './interfaces';

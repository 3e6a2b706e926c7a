export { Countdown } from './Countdown';
export { formatDigital as formatCountdown } from './format';
export type { CountdownProps } from './interfaces';

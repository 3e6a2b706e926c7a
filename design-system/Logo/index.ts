export { Logo } from './Logo';
export type { LogoProps, LogoSize } from './interfaces';

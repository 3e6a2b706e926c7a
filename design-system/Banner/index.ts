export { Banner } from './Banner';
export type { BannerProps, BannerTone, EnvironmentBannerProps, MessageBannerProps } from './interfaces';

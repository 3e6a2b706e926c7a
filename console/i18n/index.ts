export { activateLocale } from './activate';
export { defaultLocale, isLocale, localeNames, localeTags, locales, type Locale } from './locales';

import type { GlobalTypes } from 'storybook/internal/types';
import { defaultLocale, localeNames, locales } from '@console/i18n/locales';

/** Toolbar: interface language (ko by default, as in the product). Device classes use the viewport toolbar. */
export const globalTypes: GlobalTypes = {
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: locales.map((value) => ({ value, title: `${value} · ${localeNames[value]}` })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  locale: defaultLocale,
  viewport: { value: 'desktop_xl', isRotated: false },
};

import type { GlobalTypes } from 'storybook/internal/types';
import { defaultLocale, localeNames, locales } from '@console/i18n/locales';
import { storybookScenarioNames } from '@mocks/storybook';

/** Clock presets for the mock world: reach the payment day, a month end or a year turn from the toolbar. */
export const clockPresets: Record<string, { title: string; now?: string }> = {
  seed: { title: 'Seed time (2026-11-16)' },
  paymentDay: { title: 'Payment day (2026-12-05)', now: '2026-12-05T09:00:00Z' },
  monthEnd: { title: 'Month end (2026-11-30)', now: '2026-11-30T12:00:00Z' },
  graceOver: { title: 'Grace period over (2026-12-09)', now: '2026-12-09T09:00:00Z' },
  nextYear: { title: 'Next year (2027-01-02)', now: '2027-01-02T09:00:00Z' },
};

/**
 * Toolbars: interface language (ko by default, as in the product), mock-world scenario and clock.
 * Device classes are the viewport toolbar, built from the breakpoint tokens.
 */
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
  scenario: {
    description: 'Mock world scenario',
    toolbar: {
      title: 'Scenario',
      icon: 'database',
      items: storybookScenarioNames.map((value) => ({ value, title: value })),
      dynamicTitle: true,
    },
  },
  clock: {
    description: 'Mock world clock',
    toolbar: {
      title: 'Clock',
      icon: 'time',
      items: Object.entries(clockPresets).map(([value, preset]) => ({ value, title: preset.title })),
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  locale: defaultLocale,
  scenario: 'default',
  clock: 'seed',
  viewport: { value: 'desktop_xl', isRotated: false },
};

/**
 * Story parameters for anything that shows a calendar grid (Calendar, DatePicker, DateRangePicker).
 *
 * axe's `label-content-name-mismatch` compares whole words: a Korean or Japanese day cell shows "1"
 * and is named "2025년 3월 1일 토요일" / "2025年3月1日土曜日", where the number is glued to its
 * counter (일, 日), so axe reports a mismatch although the visible number is in the name (it passes in
 * en and es: "Saturday, March 1, 2025"). The names come from React Aria's localized date formatting
 * and are right; only this one rule is turned off, every other axe rule still runs on the cells.
 */
export const calendarA11yParameters = {
  a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
} as const;

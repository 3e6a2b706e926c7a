import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** Names the filters for assistive technology ("Filter payments"): the bar is a `search` landmark. */
  'aria-label': string;
  /** The filter fields (`SearchField`, `Select`, `DateRangePicker`); a child's own class may set its flex basis. */
  children: ReactNode;
}

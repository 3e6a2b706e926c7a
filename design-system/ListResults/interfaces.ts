import type { ReactNode } from 'react';

export interface ListResultsProps {
  /**
   * What the list holds, as a sentence ("12 members found"). It is a `status` live region, so a screen reader hears
   * the new count when a filter changes it.
   */
  count: ReactNode;
  /** The list itself: a `Table`, or a list of cards. */
  children: ReactNode;
  /**
   * The list's `Pagination`, centred under it; leave it out when everything fits on one page.
   * @default undefined
   */
  pagination?: ReactNode;
}

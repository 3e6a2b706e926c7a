import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The section's heading; the section is a landmark named by it. */
  title: ReactNode;
  /**
   * A sentence under the heading.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Actions at the heading's inline end (under it on narrow content).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Heading level: 2 for a page's section, 3 inside a section.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** The section's content. */
  children: ReactNode;
  /** Data attributes on the section, naming it or its state for tests (`data-section`). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

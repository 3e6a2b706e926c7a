import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

export interface AccordionProps {
  /** `Disclosure` rows. */
  children: ReactNode;
  /**
   * Several rows open at once. Default: opening one closes the others, and pressing the open one
   * closes it (spec section 4, notifications).
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /**
   * Open rows (controlled).
   * @default undefined
   */
  expandedKeys?: Iterable<Key>;
  /**
   * Initially open rows.
   * @default undefined
   */
  defaultExpandedKeys?: Iterable<Key>;
  /**
   * Called with the open rows.
   * @default undefined
   */
  onExpandedChange?: (keys: Set<Key>) => void;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface DisclosureProps {
  /** Key of the row inside an `Accordion`. */
  id: Key;
  /** The row's always-visible text (a notification's title). */
  title: ReactNode;
  /**
   * Text after the title (a date, "New").
   * @default undefined
   */
  meta?: ReactNode;
  /**
   * What opens under the title. Leave it out, or set `isExpandable={false}`, for a row that never expands.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Whether the row can open. Some notification types never expand (spec section 4): they render as a
   * plain row without a button.
   * @default true
   */
  isExpandable?: boolean;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

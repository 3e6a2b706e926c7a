import type { ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import type { SelectOption } from '../Select';

/** Keys to select: a list of ids, or every option. */
export type ListBoxSelection = 'all' | Iterable<Key>;

/** The same options as `Select`: id, label, optional description, optional `isDisabled`. */
export type ListBoxOption = SelectOption;

export interface ListBoxProps {
  /** Names the list, translated by the caller. */
  'aria-label': string;
  options: readonly ListBoxOption[];
  /**
   * @default 'single'
   */
  selectionMode?: 'single' | 'multiple';
  /**
   * Selected options (controlled).
   * @default undefined
   */
  selectedKeys?: ListBoxSelection;
  /**
   * Initially selected options.
   * @default undefined
   */
  defaultSelectedKeys?: ListBoxSelection;
  /**
   * Called with the selection.
   * @default undefined
   */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * Text when there are no options. Defaults to the design system's "No results".
   * @default undefined
   */
  emptyText?: ReactNode;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

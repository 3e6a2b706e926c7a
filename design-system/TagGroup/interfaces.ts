import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

export interface TagItem {
  id: Key;
  /** Text, translated by the caller. */
  label: string;
}

export interface TagGroupProps {
  /** Visible label of the group ("Domains"), translated by the caller. */
  label: ReactNode;
  tags: readonly TagItem[];
  /**
   * Makes each tag removable (a remove button; Backspace/Delete on a focused tag).
   * @default undefined
   */
  onRemove?: (keys: Set<Key>) => void;
  /**
   * Help text under the tags.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Text when there are no tags. Defaults to the design system's "None".
   * @default undefined
   */
  emptyText?: ReactNode;
  /**
   * Accessible name of a tag's remove button; receives the tag. Defaults to the design system's
   * "Remove {label}".
   * @default undefined
   */
  removeLabel?: (tag: TagItem) => string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

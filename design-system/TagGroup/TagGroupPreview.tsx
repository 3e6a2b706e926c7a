import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon';
import type { TagGroupProps, TagItem } from './interfaces';
import { useTagWords } from './tagWords';
import styles from './TagGroup.module.scss';

export interface TagGroupPreviewProps extends TagGroupProps {
  /** A tag gained focus (its position), or focus left the group (undefined): the working code should load now. */
  onFocusedIndexChange: (index: number | undefined) => void;
}

/** The tag an arrow, Home or End key moves focus to from `index` of `count` (wrapping, as React Aria's does). */
function movedIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index === 0 ? count - 1 : index - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return index === count - 1 ? 0 : index + 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The tag group as it looks and reads before its working code has loaded (TagGroup.tsx): the same elements, classes
 * and names as React Aria's tag group (a grid of rows, each a tag with its remove button), so a page shows its tags
 * without loading React Aria's collection code. One tab stop; arrow keys, Home and End move between tags, and
 * Backspace, Delete or a remove button removes one, as on the working group.
 */
export function TagGroupPreview({ label, tags, onRemove, description, emptyText, removeLabel, className, onFocusedIndexChange }: TagGroupPreviewProps) {
  const words = useTagWords({ emptyText, removeLabel });
  const labelId = useId();
  const descriptionId = useId();
  const rowIdPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // After a removal, focus goes to the tag now in the removed one's place (or the list once it is empty).
  const refocusIndex = useRef<number>(undefined);
  useLayoutEffect(() => {
    const index = refocusIndex.current;
    if (index === undefined) return;
    refocusIndex.current = undefined;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[role="row"]');
    (rows?.[Math.min(index, rows.length - 1)] ?? listRef.current)?.focus();
  }, [tags]);

  const remove = (tag: TagItem, index: number) => {
    if (!onRemove) return;
    refocusIndex.current = index;
    onRemove(new Set([tag.id]));
  };
  const rowKeys = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="row"]') ?? [])];
    const tag = tags[index];
    if ((event.key === 'Backspace' || event.key === 'Delete') && tag && onRemove) {
      event.preventDefault();
      remove(tag, index);
      return;
    }
    const next = movedIndex(event.key, index, rows.length);
    if (next === undefined) return;
    event.preventDefault();
    rows[next]?.focus();
  };

  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        ref={listRef}
        role={tags.length > 0 ? 'grid' : 'group'}
        aria-labelledby={labelId}
        aria-describedby={description != null ? descriptionId : undefined}
        aria-atomic="false"
        aria-relevant="additions"
        aria-live="off"
        tabIndex={tags.length > 0 ? undefined : -1}
        className={styles.list}
        data-empty={tags.length === 0 || undefined}
        onFocus={(event) => {
          const index = [...event.currentTarget.querySelectorAll('[role="row"]')].findIndex((row) => row.contains(event.target));
          onFocusedIndexChange(index === -1 ? undefined : index);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onFocusedIndexChange(undefined);
        }}
      >
        {tags.length === 0 && <span className={styles.empty}>{words.emptyText}</span>}
        {tags.map((tag, index) => (
          <PreviewTag
            key={tag.id}
            tag={tag}
            rowId={`${rowIdPrefix}-${index}`}
            isFirst={index === 0}
            removeLabel={onRemove ? words.removeLabelOf(tag) : undefined}
            onRemove={() => remove(tag, index)}
            onKeyDown={rowKeys(index)}
          />
        ))}
      </div>
      {description != null && (
        <span id={descriptionId} slot="description" className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}

interface PreviewTagProps {
  tag: TagItem;
  rowId: string;
  isFirst: boolean;
  /** The remove button's name; no button without it. */
  removeLabel: string | undefined;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** One tag of the look-alike: a row with its cell, like React Aria's `Tag`, and its focus ring on keyboard focus. */
function PreviewTag({ tag, rowId, isFirst, removeLabel, onRemove, onKeyDown }: PreviewTagProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      id={rowId}
      data-key={String(tag.id)}
      role="row"
      aria-label={tag.label}
      tabIndex={isFirst ? 0 : -1}
      className={styles.tag}
      data-allows-removing={removeLabel !== undefined || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onKeyDown={onKeyDown}
    >
      <div role="gridcell" aria-colindex={1} style={{ display: 'contents' }}>
        <span className={styles.tagLabel}>{tag.label}</span>
        {removeLabel !== undefined && (
          <Button
            id={`${rowId}-remove`}
            slot="remove"
            className={styles.remove}
            aria-label={removeLabel}
            aria-labelledby={`${rowId}-remove ${rowId}`}
            excludeFromTabOrder
            onPress={onRemove}
          >
            <Icon name="close" />
          </Button>
        )}
      </div>
    </div>
  );
}

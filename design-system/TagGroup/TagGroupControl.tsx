import { useCallback, useRef } from 'react';
import { Button, Label, Tag, TagGroup as AriaTagGroup, TagList, Text } from 'react-aria-components';
import { Icon } from '../Icon';
import type { TagGroupProps } from './interfaces';
import { useTagWords } from './tagWords';
import styles from './TagGroup.module.scss';

export interface TagGroupControlProps extends TagGroupProps {
  /** The tag (by position) that had focus on the look-alike this control replaces: it gets focus on mount. */
  focusedIndex?: number | undefined;
}

/**
 * The working tag group (TagGroup.tsx loads it when the page is idle): React Aria's tag group, a grid whose arrow
 * keys move between tags and whose Backspace or Delete removes the focused one.
 */
export function TagGroupControl({ label, tags, onRemove, description, emptyText, removeLabel, className, focusedIndex }: TagGroupControlProps) {
  const words = useTagWords({ emptyText, removeLabel });
  const initialFocus = useRef(focusedIndex);
  const hasTags = tags.length > 0;
  // React Aria builds the collection before it renders the rows: the hand-over waits for them.
  const focusOnArrival = useCallback(
    (list: HTMLDivElement | null) => {
      const index = initialFocus.current;
      if (!list || index === undefined) return;
      const focusRow = () => {
        const rows = list.querySelectorAll<HTMLElement>('[role="row"]');
        if (hasTags && rows.length === 0) return false;
        initialFocus.current = undefined;
        (rows[Math.min(index, rows.length - 1)] ?? list).focus();
        return true;
      };
      if (focusRow()) return;
      const observer = new MutationObserver(() => {
        if (focusRow()) observer.disconnect();
      });
      observer.observe(list, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [hasTags],
  );
  return (
    <AriaTagGroup onRemove={onRemove} className={[styles.group, className].filter(Boolean).join(' ')}>
      <Label className={styles.label}>{label}</Label>
      <TagList ref={focusOnArrival} items={tags} className={styles.list} renderEmptyState={() => <span className={styles.empty}>{words.emptyText}</span>}>
        {(tag) => (
          <Tag id={tag.id} textValue={tag.label} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                <span className={styles.tagLabel}>{tag.label}</span>
                {allowsRemoving && (
                  <Button slot="remove" className={styles.remove} aria-label={words.removeLabelOf(tag)}>
                    <Icon name="close" />
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}

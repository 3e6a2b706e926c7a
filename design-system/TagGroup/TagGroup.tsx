import { Button, Label, Tag, TagGroup as AriaTagGroup, TagList, Text } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { TagGroupProps } from './interfaces';
import styles from './TagGroup.module.scss';

/**
 * A labelled set of short values (a member's domains, chosen products), optionally removable. Arrow keys
 * move between tags; Backspace or Delete removes the focused one. React Aria's tag group (a grid of rows).
 */
export function TagGroup({ label, tags, onRemove, description, emptyText, removeLabel, className }: TagGroupProps) {
  const { t } = useLingui();
  return (
    <AriaTagGroup onRemove={onRemove} className={[styles.group, className].filter(Boolean).join(' ')}>
      <Label className={styles.label}>{label}</Label>
      <TagList items={tags} className={styles.list} renderEmptyState={() => <span className={styles.empty}>{emptyText ?? t`None`}</span>}>
        {(tag) => {
          const tagLabel = tag.label;
          return (
            <Tag id={tag.id} textValue={tag.label} className={styles.tag}>
              {({ allowsRemoving }) => (
                <>
                  <span className={styles.tagLabel}>{tag.label}</span>
                  {allowsRemoving && (
                    <Button slot="remove" className={styles.remove} aria-label={removeLabel?.(tag) ?? t`Remove ${tagLabel}`}>
                      <Icon name="close" />
                    </Button>
                  )}
                </>
              )}
            </Tag>
          );
        }}
      </TagList>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}

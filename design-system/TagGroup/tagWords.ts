import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TagGroupProps, TagItem } from './interfaces';

/** What the working tag group and its look-alike both say: the empty text and each remove button's name. */
export function useTagWords({ emptyText, removeLabel }: Pick<TagGroupProps, 'emptyText' | 'removeLabel'>): {
  emptyText: ReactNode;
  removeLabelOf: (tag: TagItem) => string;
} {
  const { t } = useLingui();
  return {
    emptyText: emptyText ?? t`None`,
    removeLabelOf: (tag) => {
      const tagLabel = tag.label;
      return removeLabel?.(tag) ?? t`Remove ${tagLabel}`;
    },
  };
}

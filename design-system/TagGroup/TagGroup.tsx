import { useState } from 'react';
import { deferredModule, useDeferredModule } from '../deferred';
import type { TagGroupProps } from './interfaces';
import { TagGroupPreview } from './TagGroupPreview';

const control = deferredModule(() => import('./TagGroupControl'));

/**
 * A labelled set of short values (a member's domains, chosen products), optionally removable. Arrow keys
 * move between tags; Backspace or Delete removes the focused one.
 *
 * React Aria's grid and collection code loads when the page is idle, or at once when a tag is focused; until then a
 * look-alike shows the same tags, names and tab stop (TagGroupPreview), whose remove buttons already work, and the
 * tag that has focus keeps it when the working group takes its place.
 */
export function TagGroup(props: TagGroupProps) {
  const [module, reach] = useDeferredModule(control);
  const [focusedIndex, setFocusedIndex] = useState<number>();
  if (!module) {
    return (
      <TagGroupPreview
        {...props}
        onFocusedIndexChange={(index) => {
          setFocusedIndex(index);
          if (index !== undefined) reach();
        }}
      />
    );
  }
  const { TagGroupControl } = module;
  return <TagGroupControl {...props} focusedIndex={focusedIndex} />;
}

import type { FocusEvent } from 'react';

/**
 * A row of tabs scrolls sideways on a narrow screen, and keyboard focus moves without scrolling (React Aria's tabs)
 * or may land in the scrolled-away part (TabNav's links): bring the focused tab into the visible part of the row.
 * `Tabs` and `TabNav` put it on the row's element.
 */
export function scrollFocusedTabIntoView(event: FocusEvent<HTMLElement>): void {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

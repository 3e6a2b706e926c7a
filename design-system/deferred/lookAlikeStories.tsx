import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

/** Stories only: a look-alike above the working control it stands in for (Select, MultiSelect, TagGroup, the date pickers). */
export function SideBySide({ lookAlike, working }: { lookAlike: ReactNode; working: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--ac-space-4)' }}>
      <div data-testid="look-alike">{lookAlike}</div>
      <div data-testid="working">{working}</div>
    </div>
  );
}

const ariaOf = (button: HTMLElement) => button.getAttributeNames().filter((name) => name.startsWith('aria-')).sort();

/** The look-alike's button against the working control's: the same ARIA attributes, box and text. */
export async function expectLikeWorking(lookAlike: HTMLElement, working: HTMLElement): Promise<void> {
  await expect(ariaOf(lookAlike)).toEqual(ariaOf(working));
  await document.fonts.ready;
  const box = lookAlike.getBoundingClientRect();
  const workingBox = working.getBoundingClientRect();
  await expect([box.width, box.height]).toEqual([workingBox.width, workingBox.height]);
  await expect(lookAlike.textContent).toBe(working.textContent);
}

/** What a date segment says and shows: its text, which ARIA attributes it has, and the values that matter. */
const segmentAttributes = ['aria-label', 'aria-valuetext', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-required', 'aria-invalid', 'data-type', 'data-placeholder', 'inputmode'];
const segmentOf = (segment: HTMLElement) => ({
  text: segment.textContent,
  aria: ariaOf(segment),
  values: segmentAttributes.map((name) => segment.getAttribute(name)),
});

/**
 * A date picker's look-alike against the working picker: the group and the calendar button as `expectLikeWorking`,
 * and each date segment with the same text, names, values and limits.
 */
export async function expectDateFieldLikeWorking(lookAlike: HTMLElement, working: HTMLElement): Promise<void> {
  const groupOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="group"]') as HTMLElement;
  const segmentsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
  await expectLikeWorking(groupOf(lookAlike), groupOf(working));
  await expectLikeWorking(groupOf(lookAlike).querySelector('button') as HTMLElement, groupOf(working).querySelector('button') as HTMLElement);
  await expect(segmentsOf(lookAlike).map(segmentOf)).toEqual(segmentsOf(working).map(segmentOf));
}

import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

/** Stories only: a look-alike above the working control it stands in for (Select, MultiSelect, TagGroup). */
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

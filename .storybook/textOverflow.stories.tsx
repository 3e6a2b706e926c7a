import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { a11yRunOptions } from './a11yRunOptions';
import { findClippedText, findLetterPerLineText, findSpilledText, findTextOverflows } from './textOverflow';

/**
 * The story tests' own checks, seen failing: each detector on a crafted page that breaks its rule, and quiet on one
 * that keeps it. The crafted parts are built and removed inside the play function, so the run's checks after the
 * story (which would rightly fail on them) see an empty canvas. Hidden from the sidebar: it is a test, not a sample.
 */
const meta: Meta = {
  title: 'Checks/Text in place',
  tags: ['!dev', '!autodocs'],
  parameters: { englishOnlyText: true, screenshot: { disable: true } },
  render: () => <div />,
};
export default meta;

type Story = StoryObj;

/** Lays `html` out in a 600 px wide box on the page, in the interface font, and returns it; `remove()` when done. */
async function craft(canvas: HTMLElement, html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.style.cssText = 'inline-size: 600px; font: 16px/1.5 var(--ac-font-family-sans);';
  box.innerHTML = html;
  canvas.append(box);
  // Laid out, the text asks for the font subsets it needs (Pretendard's, per syllable): measured once they are in.
  box.getBoundingClientRect();
  await document.fonts.ready;
  return box;
}

const texts = (found: { text: string }[]) => found.map(({ text }) => text);

async function expectFound(canvas: HTMLElement, find: (root: ParentNode) => { text: string }[], html: string, expected: string[]) {
  const box = await craft(canvas, html);
  try {
    await expect(texts(find(box)), html).toEqual(expected);
  } finally {
    box.remove();
  }
}

/** Text cut off by an ancestor with hidden overflow fails; a scroll container, an opt-out, hidden text do not. */
export const Clipped: Story = {
  play: async ({ canvasElement }) => {
    const label = 'A label much longer than its card';
    // Cut at the card's inline end.
    await expectFound(canvasElement, findClippedText, `<div style="inline-size: 100px; overflow: hidden; white-space: nowrap"><span>${label}</span></div>`, [label]);
    // Cut at the bottom by a fixed-height row (overflow: clip, one axis).
    await expectFound(canvasElement, findClippedText, `<div style="block-size: 30px; overflow-y: clip; inline-size: 80px"><p style="margin: 0">${label}</p></div>`, [label]);
    // The same with the ancestor or the text's element opting out.
    await expectFound(canvasElement, findClippedText, `<div data-overflow="allowed" style="inline-size: 100px; overflow: hidden; white-space: nowrap"><span>${label}</span></div>`, []);
    await expectFound(canvasElement, findClippedText, `<div style="inline-size: 100px; overflow: hidden; white-space: nowrap"><span data-overflow="allowed">${label}</span></div>`, []);
    // A scroll container scrolls on purpose.
    await expectFound(canvasElement, findClippedText, `<div style="inline-size: 100px; overflow: auto; white-space: nowrap"><span>${label}</span></div>`, []);
    // Text that fits.
    await expectFound(canvasElement, findClippedText, `<div style="inline-size: 400px; overflow: hidden; white-space: nowrap"><span>${label}</span></div>`, []);
    // Visually hidden text for screen readers (1 px, clipped).
    await expectFound(
      canvasElement,
      findClippedText,
      `<span style="position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">${label}</span>`,
      [],
    );
    // A collapsed panel: its text wholly outside, hidden on purpose.
    await expectFound(canvasElement, findClippedText, `<div style="block-size: 0; overflow: hidden"><p>${label}</p></div>`, []);
    // An absolutely positioned bubble escapes a static ancestor's hidden overflow (its containing block is further up).
    await expectFound(
      canvasElement,
      findClippedText,
      `<div style="position: relative"><div style="inline-size: 40px; block-size: 20px; overflow: hidden"><span style="position: absolute; white-space: nowrap">${label}</span></div></div>`,
      [],
    );
  },
};

/** A word squeezed a letter or a syllable per line fails; words wrapping at spaces and lone characters do not. */
export const LetterPerLine: Story = {
  play: async ({ canvasElement }) => {
    await expectFound(canvasElement, findLetterPerLineText, `<div style="inline-size: 12px; overflow-wrap: anywhere">Pendiente</div>`, ['Pendiente']);
    await expectFound(
      canvasElement,
      findLetterPerLineText,
      `<div lang="ko" style="inline-size: 18px; word-break: keep-all; overflow-wrap: anywhere">결제 완료</div>`,
      ['결제 완료'],
    );
    // English words on their own lines, wide enough.
    await expectFound(canvasElement, findLetterPerLineText, `<div style="inline-size: 90px">Payment completed</div>`, []);
    // Korean two syllables a line: narrow, not broken to letters.
    await expectFound(canvasElement, findLetterPerLineText, `<div lang="ko" style="inline-size: 34px; word-break: keep-all">결제 완료</div>`, []);
    // Single characters, one a line, are not a broken word.
    await expectFound(canvasElement, findLetterPerLineText, `<div style="inline-size: 10px">A B C</div>`, []);
  },
};

/** The old rule, unchanged: a control whose content is wider than its box. */
export const Spilled: Story = {
  play: async ({ canvasElement }) => {
    const label = 'Guardar los cambios';
    await expectFound(canvasElement, findSpilledText, `<button style="inline-size: 60px; white-space: nowrap; overflow: hidden">${label}</button>`, [label]);
    await expectFound(canvasElement, findSpilledText, `<button style="white-space: nowrap">${label}</button>`, []);
    // All three at once, as the run calls them.
    await expectFound(canvasElement, findTextOverflows, `<button style="inline-size: 60px; white-space: nowrap; overflow: hidden">${label}</button>`, [label, label]);
  },
};

/** Axe with the stories' run options reports a 16 px button and passes a 24 px one (target-size is off by default). */
export const TargetSize: Story = {
  play: async ({ canvasElement }) => {
    const { default: axe } = await import('axe-core');
    const ids = async (html: string) => {
      const box = await craft(canvasElement, html);
      try {
        const result = await axe.run(box, { ...a11yRunOptions, resultTypes: ['violations'] });
        return result.violations.map((violation) => violation.id);
      } finally {
        box.remove();
      }
    };
    const buttons = (size: number) =>
      `<button aria-label="Previous" style="inline-size: ${size}px; block-size: ${size}px; padding: 0"></button><button aria-label="Next" style="inline-size: ${size}px; block-size: ${size}px; padding: 0"></button>`;
    await expect(await ids(buttons(16))).toContain('target-size');
    await expect(await ids(buttons(24))).not.toContain('target-size');
  },
};

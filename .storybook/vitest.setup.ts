import { afterEach, expect, inject } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { stalledCallCount } from '@mocks/world/current';
import { parseUnicodeRange, rangesCover } from '../scripts/fonts/compactUnicodeRanges.ts';
import { findTextOverflows } from './textOverflow';

// Play functions wait with testing-library's default of 1 s (as in the Storybook UI). A test run on
// 2 busy cores (CI builds the e2e bundle meanwhile) can take longer to route and render a page, and
// a story that is merely slow must not fail: in test runs every findBy/waitFor waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

declare module 'vitest' {
  export interface ProvidedContext {
    /** The interface language of this project's run (vitest.config.ts). */
    storyLocale: string;
    /** Whether this locale's run compares screenshots. */
    storyScreenshots: boolean;
  }
}

/**
 * Media emulation the preview asks for through `parameters.forcedColors` (Windows high contrast).
 * Only the test browser can emulate media; in the Storybook UI the hook is absent and reviewers use
 * DevTools > Rendering > "Emulate CSS media feature forced-colors".
 */
window.__storyTestHooks = {
  async emulateMedia({ forcedColors }) {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'forced-colors', value: forcedColors ? 'active' : 'none' },
        // Replacing the feature list would drop the context's reduced motion: keep it.
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ],
    });
  },
};

/**
 * The characters of `text` that no loaded face of `family` covers. Not `document.fonts.check(font, text)`:
 * that wants every face whose unicode-range lists a character loaded, and the build's compacted ranges
 * (scripts/fonts/compactUnicodeRanges.ts) let an earlier subset list characters a later subset serves: the
 * browser never loads the earlier one for them.
 */
function uncoveredByLoadedFaces(family: string, text: string): string {
  const ranges = [...document.fonts]
    .filter((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')
    .flatMap((face) => parseUnicodeRange(face.unicodeRange));
  return [...text].filter((character) => !rangesCover(ranges, character.codePointAt(0) ?? 0)).join('');
}

/**
 * After each story test (play function and axe already passed): no text may overflow its control,
 * then (ko and es runs) the page is compared with the committed baseline next to the story file.
 * Storybook applies .storybook/preview to this run by itself (addon-vitest >= 10.3): this file
 * must not register project annotations again.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const parameters = (context as { story?: { parameters?: { screenshot?: { disable?: boolean } } } }).story
    ?.parameters;

  await callsSettled();
  await document.fonts.ready;
  // Longer languages (es) and other line breaking (ja) must never clip or spill text out of a control.
  expect(findTextOverflows(), `text overflowing its box in ${inject('storyLocale')}`).toEqual([]);

  if (parameters?.screenshot?.disable || !inject('storyScreenshots')) return;

  // Two frames: the previous story's last paint (a caret, a fading ring) must not leak into this one.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // Screenshots must never depend on system fonts: the npm webfonts have to be in use.
  // Latin (every page) comes from Inter; Hangul from Pretendard, whose subsets load only for the syllables shown.
  expect(document.fonts.check('16px "Inter Variable"'), 'Inter webfont loaded').toBe(true);
  const hangul = [...new Set(document.body.innerText.match(/[\uac00-\ud7a3]/g) ?? [])].join('');
  if (hangul) expect(uncoveredByLoadedFaces('Pretendard Variable', hangul), 'Hangul without a loaded Pretendard face').toBe('');
  // Visible code only: Storybook's hidden error overlay has <pre><code> on every page.
  if ([...document.querySelectorAll('code, kbd, samp, pre')].some((element) => element.checkVisibility())) {
    expect(document.fonts.check('16px "JetBrains Mono Variable"'), 'JetBrains Mono webfont loaded').toBe(true);
  }

  // The whole viewport, so portalled overlays (dialogs, popovers, toasts) are in the picture.
  await expect(page).toMatchScreenshot(`${storyId}-${inject('storyLocale')}`);
});

/**
 * Waits (5 s at most) until the story's calls have answered, except those a `loading` failure holds forever:
 * a play function waits for what it asserts, but a badge or a second list may still be arriving, and a
 * picture taken then differs from run to run on a busy machine.
 */
async function callsSettled(): Promise<void> {
  const client = window.__storyQueryClient;
  if (!client) return;
  const deadline = performance.now() + 5000;
  while (client.isFetching() + client.isMutating() > stalledCallCount() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { afterEach, expect, inject } from 'vitest';
import { cdp, commands, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { layoutTokens } from '@tokens';
import { stalledCallCount } from '@mocks/world/current';
import { parseUnicodeRange, rangesCover } from '../scripts/fonts/compactUnicodeRanges.ts';
import { findTextOverflows } from './textOverflow';
import { findUntranslatedText } from './untranslatedText';
// Types only: the command's declaration for `commands.baselineDigest` (the command itself runs in Node).
import type {} from '../scripts/test/baselineDigest';

// Play functions wait with testing-library's default of 1 s (as in the Storybook UI). A test run on
// 2 busy cores (CI builds the e2e bundle meanwhile) can take longer to route and render a page, and
// a story that is merely slow must not fail: in test runs every findBy/waitFor waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

declare module 'vitest' {
  export interface ProvidedContext {
    /** The interface language of this project's run (vitest.config.ts). */
    storyLocale: string;
    /** `full`: the play function and axe run; `render`: the story is only rendered (vitest.config.ts, storyPasses). */
    storyPass: 'full' | 'render';
    /** Whether this locale's run compares screenshots. */
    storyScreenshots: boolean;
    /**
     * English source strings this locale translates (scripts/i18n/translatedSources.ts), from every catalog (for
     * console stories) and from the design system's (for its stories, whose sample content is English); empty in en.
     */
    translatedSources: { console: string[]; designSystem: string[] };
  }
}

/** The story parameters these checks read. */
interface StoryCheckParameters {
  /** The story's visible text is English story args, the same in every language: one screenshot (ko), no untranslated-text check. */
  englishOnlyText?: boolean;
  screenshot?: {
    disable?: boolean;
    /** Why this story may show the same picture as another story of its file (e.g. a redirect to that page). */
    samePictureBecause?: string;
    /** Also capture at 1280x800 (desktop_xxl); by default a page's Default story is. */
    desktopWide?: boolean;
    /** A CSS selector of parts that change between the play function and the picture (a running countdown): masked. */
    mask?: string;
  };
}

const translatedSources = {
  console: new Set(inject('translatedSources').console),
  designSystem: new Set(inject('translatedSources').designSystem),
};

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
 * After each story test (in a full pass the play function and axe already passed): no text may overflow its
 * control, no English may show on a translated screen, then (ko and es runs) the page is compared with the
 * committed baseline next to the story file. Storybook applies .storybook/preview to this run by itself
 * (addon-vitest >= 10.3): this file must not register project annotations again.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const parameters = ((context as { story?: { parameters?: StoryCheckParameters } }).story?.parameters ?? {}) as StoryCheckParameters;
  const locale = inject('storyLocale');

  await callsSettled();
  await document.fonts.ready;
  const sources = context.task.file.filepath.includes('/design-system/') ? translatedSources.designSystem : translatedSources.console;
  expectTextInPlace(locale, parameters, sources);

  await comparePictures(context.task.file.filepath, storyId, locale, parameters, sources);
  // Last: a resize may change the page's state (a drawer closing at a breakpoint), which the pictures must not show.
  if (/^pages-/.test(storyId)) await sweepWidths(storyId, locale);
});

/**
 * The window widths page stories are also checked at: the lower edge of each device class, and 375 (a common phone).
 * A page's Default story (its main content) gets them all, every other state the narrowest, where text runs out of
 * room first; both in ko (keep-all Korean: words break only at spaces) and es (the longest text). en and ja keep the
 * story's own width. A width costs two frames and one check; every state at every width would cost minutes a run.
 */
const sweptWidths = [320, 375, 576, 768, 992, 1280] as const;
const sweepLocales: readonly string[] = ['ko', 'es'];

/** Axe's target-size at a common phone width, for each page's Default story (ko); phone stories had it at theirs. */
const targetSizeWidth = 375;

/**
 * A page story at other widths: no text spilled, clipped or laid out a letter per line, and (Default, ko) every
 * control at least 24x24 px at phone width (axe's target-size, WCAG 2.2 AA 2.5.8). The story's iframe itself is
 * resized, which is all layout and media queries need (resizing the browser window through the provider took
 * ~0.1 s a width); its own width comes back after.
 */
async function sweepWidths(storyId: string, locale: string): Promise<void> {
  if (!sweepLocales.includes(locale)) return;
  const isDefault = storyId.endsWith('--default');
  const own = { width: window.innerWidth, height: window.innerHeight };
  const widths = (isDefault ? sweptWidths : sweptWidths.slice(0, 1)).filter((width) => width !== own.width);
  if (!widths.length) return;
  // Same-origin in Vitest's browser mode; page.viewport where it is not.
  const frame = window.frameElement as HTMLElement | null;
  const ownFrameWidth = frame?.style.width ?? '';
  try {
    for (const width of widths) {
      if (frame) frame.style.width = `${width}px`;
      else await page.viewport(width, own.height);
      // Two frames: resize observers (a table turning into cards) and the renders they start run after the layout.
      await nextFrames();
      expect(window.innerWidth, 'the sweep resized the story').toBe(width);
      expect.soft(await settledOverflows(), `text out of place at ${width} px in ${locale}`).toEqual([]);
      if (isDefault && locale === 'ko' && width === targetSizeWidth) {
        await new Promise((resolve) => setTimeout(resolve, layoutTokens.resizeThrottle));
        await nextFrames();
        await expectTargetSize(width);
      }
    }
  } finally {
    // The next story sets its own viewport and renders anew: no frames to wait for.
    if (frame) frame.style.width = ownFrameWidth;
    else await page.viewport(own.width, own.height);
  }
}

/**
 * The overflows still there once the layout has followed the resize. The shell takes a new device class (the side
 * navigation becoming a drawer) once per `resizeThrottle` (300 ms), and a Default story's sweep starts right after its
 * 1280 px picture: a layout found broken is looked at again until that time has passed, so only a lasting one fails.
 */
async function settledOverflows(): Promise<ReturnType<typeof findTextOverflows>> {
  const deadline = performance.now() + layoutTokens.resizeThrottle + 100;
  let found = findTextOverflows();
  while (found.length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await nextFrames();
    found = findTextOverflows();
  }
  return found;
}

/** Axe's target-size rule alone (its full run, with this rule too, is the story's own: preview.tsx). */
async function expectTargetSize(width: number): Promise<void> {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root'], ['[data-live-announcer]']] },
    { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] },
  );
  expect.soft(
    result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)),
    `controls smaller than 24x24 px (or too close) at ${width} px`,
  ).toEqual([]);
}

/**
 * In ko and es: the page compared with the committed baseline next to the story file, and a page's Default story
 * also at 1280 px.
 */
async function comparePictures(
  file: string,
  storyId: string,
  locale: string,
  parameters: StoryCheckParameters,
  sources: ReadonlySet<string>,
): Promise<void> {
  if (parameters.screenshot?.disable || !inject('storyScreenshots')) return;
  // English-only story text looks the same in every language: the default language's picture is enough.
  if (parameters.englishOnlyText && locale !== 'ko') return;

  await nextFrames();
  expectWebfonts();
  // The whole viewport, so portalled overlays (dialogs, popovers, toasts) are in the picture.
  const name = `${storyId}-${locale}`;
  const mask = parameters.screenshot?.mask;
  // A quiet grey box keeps the layout readable where the text would be.
  const options = mask ? { screenshotOptions: { mask: [...document.querySelectorAll(mask)], maskColor: '#e4e7ec' } } : undefined;
  await expect(page).toMatchScreenshot(name, options);
  await expectOwnPicture(file, storyId, name, parameters.screenshot?.samePictureBecause);

  // A page's Default story also at 1280 px, the width most desktop users have; other states keep their device class.
  if (parameters.screenshot?.desktopWide ?? /^pages-.+--default$/.test(storyId)) {
    await page.viewport(1280, 800);
    await nextFrames();
    await callsSettled();
    expectTextInPlace(locale, parameters, sources);
    await expect(page).toMatchScreenshot(`${storyId}-desktop_xxl-${locale}`, options);
  }
}

/** Longer languages (es) and other line breaking (ja) must never clip or spill text; no English on a translated screen. */
function expectTextInPlace(locale: string, parameters: StoryCheckParameters, sources: ReadonlySet<string>): void {
  expect(findTextOverflows(), `text overflowing its box in ${locale}`).toEqual([]);
  if (sources.size && !parameters.englishOnlyText) {
    expect(
      findUntranslatedText(sources, document.documentElement.lang || locale).map(({ element, text }) => `${element} ${text}`),
      `English text on the ${locale} screen (render it through Lingui; mark deliberate English with lang="en")`,
    ).toEqual([]);
  }
}

/** Two frames: the previous story's last paint (a caret, a fading ring) must not leak into this one. */
async function nextFrames(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Screenshots must never depend on system fonts: the npm webfonts have to be in use. */
function expectWebfonts(): void {
  // Latin (every page) comes from Inter; Hangul from Pretendard, whose subsets load only for the syllables shown.
  expect(document.fonts.check('16px "Inter Variable"'), 'Inter webfont loaded').toBe(true);
  const hangul = [...shownHangul()].join('');
  if (hangul) expect(uncoveredByLoadedFaces('Pretendard Variable', hangul), 'Hangul without a loaded Pretendard face').toBe('');
  // Visible code only: Storybook's hidden error overlay has <pre><code> on every page.
  if ([...document.querySelectorAll('code, kbd, samp, pre')].some((element) => element.checkVisibility())) {
    expect(document.fonts.check('16px "JetBrains Mono Variable"'), 'JetBrains Mono webfont loaded').toBe(true);
  }
}

/**
 * The Hangul syllables the page shows. `innerText` also holds every option of a closed native `<select>`, which the
 * page does not draw (the system draws the open list): a syllable found only in those options is not shown.
 */
function shownHangul(): Set<string> {
  const syllables = (text: string) => text.match(/[\uac00-\ud7a3]/g) ?? [];
  const count = new Map<string, number>();
  for (const syllable of syllables(document.body.innerText)) count.set(syllable, (count.get(syllable) ?? 0) + 1);
  for (const option of document.body.querySelectorAll('select:not([multiple]) option:not(:checked)'))
    for (const syllable of syllables(option.textContent ?? '')) count.set(syllable, (count.get(syllable) ?? 0) - 1);
  return new Set([...count].filter(([, left]) => left > 0).map(([syllable]) => syllable));
}

/** Baseline digests seen in this story file, with the story that made each and its reason to repeat one. */
const seenPictures = new Map<string, { storyId: string; because?: string }>();

/**
 * A story's picture must differ from every other story's of its file: a repeat is a story that does not show its
 * state (a menu shot closed, an error shot after its retry). A story that says why (`samePictureBecause`) may repeat.
 */
async function expectOwnPicture(file: string, storyId: string, name: string, because: string | undefined): Promise<void> {
  const digest = await commands.baselineDigest(name);
  if (!digest) return;
  const key = `${file}:${digest}`;
  const seen = seenPictures.get(key);
  if (!seen) {
    seenPictures.set(key, { storyId, because });
    return;
  }
  if (seen.storyId === storyId || because || seen.because) return;
  expect.fail(
    `${storyId} shows the same picture as ${seen.storyId}: make the story show its state, or say why in parameters.screenshot.samePictureBecause`,
  );
}

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

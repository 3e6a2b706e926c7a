import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsf } from 'storybook/internal/csf-tools';
import { locales } from '@console/i18n/locales';
import { matchBaselines, screenshotStem, viewportOf, type IndexedStory } from './baselineNames';

const root = new URL('../../', import.meta.url);

/** Project-relative paths of the files under `folder` whose name passes `keep`. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((path) => keep(path))
    .map((path) => `${folder}/${path}`);
}

/** The console's stories as Storybook indexes them: its own CSF parser (ids and names as in index.json). */
async function consoleStories(): Promise<IndexedStory[]> {
  const files = filesUnder('console', (path) => path.endsWith('.stories.tsx'));
  const parsed = await Promise.all(
    files.map(async (file) => {
      const csf = (await readCsf(new URL(file, root).pathname, { makeTitle: (title) => title })).parse();
      return csf.indexInputs.map((input) => ({
        id: input.__id ?? '',
        title: input.title ?? '',
        name: input.name ?? input.exportName,
        importPath: `./${file}`,
      }));
    }),
  );
  return parsed.flat();
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(new URL(file, root)).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

describe('the committed page baselines', async () => {
  const files = filesUnder('console', (path) => path.includes('__screenshots__/') && path.endsWith('.png'));
  const stories = await consoleStories();
  const { baselines, unmatched } = matchBaselines(files, stories);

  it('are all read back as a story of their folder (none left behind by a renamed or deleted story)', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(unmatched).toEqual([]);
    expect(baselines).toHaveLength(files.length);
  });

  it('are in the interface languages', () => {
    const known: readonly string[] = locales;
    expect(new Set(baselines.map((baseline) => baseline.locale).filter((locale) => !known.includes(locale)))).toEqual(new Set());
  });

  it('have the size of the viewport the name rule gives (the device class filter is right)', () => {
    const wrong = baselines
      .map((baseline) => ({ file: baseline.file, expected: `${baseline.width}x${baseline.height}`, size: pngSize(baseline.file) }))
      .filter(({ expected, size }) => `${size.width}x${size.height}` !== expected);
    expect(wrong).toEqual([]);
  });
});

describe('matchBaselines', () => {
  const stories: IndexedStory[] = [
    { id: 'pages-signin--default', title: 'Pages/SignIn', name: 'Default', importPath: './console/auth/SignIn/SignInPage.stories.tsx' },
    { id: 'pages-signin--default-mobile', title: 'Pages/SignIn', name: 'Default Mobile', importPath: './console/auth/SignIn/SignInPage.stories.tsx' },
    { id: 'pages-signup--terms-tablet', title: 'Pages/SignUp', name: 'Terms Tablet', importPath: './console/auth/SignUp/SignUpPages.stories.tsx' },
  ];

  it('reads the story, the language, the engine and the viewport', () => {
    const { baselines, unmatched } = matchBaselines(
      [
        '../console/auth/SignIn/__screenshots__/pages-signin-default-ko-chromium.png',
        '../console/auth/SignIn/__screenshots__/pages-signin-default-desktop_xxl-es-chromium.png',
        '../console/auth/SignIn/__screenshots__/pages-signin-default-mobile-ko-chromium.png',
        '../console/auth/SignUp/__screenshots__/pages-signup-terms-tablet-es-chromium.png',
      ],
      stories,
    );
    expect(unmatched).toEqual([]);
    expect(baselines.map(({ story, locale, engine, viewport, kind, width }) => [story.id, locale, engine, viewport, kind, width])).toEqual([
      ['pages-signin--default', 'ko', 'chromium', 'desktop_xl', 'desktop', 992],
      ['pages-signin--default', 'es', 'chromium', 'desktop_xxl', 'desktop', 1280],
      ['pages-signin--default-mobile', 'ko', 'chromium', 'mobile_sm', 'mobile', 320],
      ['pages-signup--terms-tablet', 'es', 'chromium', 'tablet_md', 'tablet', 576],
    ]);
  });

  it('leaves out a picture of another folder, of no story, or with an unknown device class', () => {
    const files = [
      'console/auth/SignUp/__screenshots__/pages-signin-default-ko-chromium.png',
      'console/auth/SignIn/__screenshots__/pages-signin-renamed-ko-chromium.png',
      'console/auth/SignIn/__screenshots__/pages-signin-default-laptop_xl-ko-chromium.png',
      'console/auth/SignIn/__screenshots__/pages-signin-default-ko.png',
    ];
    expect(matchBaselines(files, stories).unmatched).toEqual(files);
  });
});

describe('screenshotStem', () => {
  it('writes a name as Vitest does', () => {
    expect(screenshotStem('pages-signin--default-desktop_xxl-ko')).toBe('pages-signin-default-desktop_xxl-ko');
  });
});

describe('viewportOf', () => {
  it('reads only the story part of the id', () => {
    expect(viewportOf('pages-mobile--default', undefined)).toBe('desktop_xl');
    expect(viewportOf('pages-x--region-mobile', undefined)).toBe('mobile_sm');
    expect(viewportOf('pages-x--tablet', 'desktop_xxl')).toBe('desktop_xxl');
  });
});

import { deviceClasses, deviceKind, storybookViewports, type DeviceClass, type DeviceKind } from '@tokens';

/**
 * Reading the story tests' screenshot baselines back as stories, for the Storybook Gallery page
 * (.storybook/BaselineGallery.tsx). Pure: the page feeds it Vite's glob of the PNGs and Storybook's index.json, the
 * unit test the files on disk and the stories as Storybook's own CSF parser reads them.
 *
 * A baseline is `<story dir>/__screenshots__/<stem>.png`, where the stem is `<story id>-<locale>-<engine>` or, for a
 * page's Default story also shot at 1280 px, `<story id>-desktop_xxl-<locale>-<engine>` (.storybook/vitest.setup.ts),
 * written the way Vitest writes a screenshot name (screenshotStem): the id's `--` becomes `-`, so the boundary
 * between title and story is lost and a name is read by matching it against the stories of its folder.
 */

/** The fields of a Storybook index entry (index.json, `entries`) the gallery reads. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  /** As in index.json: relative to the project root, e.g. `./console/auth/SignIn/SignInPage.stories.tsx`. */
  importPath: string;
}

/** One committed baseline, read back as the story, language and viewport it shows. */
export interface Baseline {
  /** The PNG's path relative to the project root. */
  file: string;
  story: IndexedStory;
  locale: string;
  /** The browser engine that took it (`chromium`). */
  engine: string;
  /** The viewport (device class) the story was shot at: see viewportOf. */
  viewport: DeviceClass;
  /** Phone (`mobile`), tablet or desktop: the device class's kind (tokens). */
  kind: DeviceKind;
  /** The picture's size in CSS px: the viewport's (every baseline is the whole viewport). */
  width: number;
  height: number;
}

/** Vitest's file name for a `toMatchScreenshot` name: word characters and single dashes (as scripts/test/baselineDigest.ts). */
export function screenshotStem(name: string): string {
  return name.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
}

/** The viewport stories get from the preview's initial globals (.storybook/globals.ts) unless they set one. */
export const defaultStoryViewport: DeviceClass = 'desktop_xl';

/**
 * The viewport a baseline was taken at. An explicit device class in the name (the `desktop_xxl` picture of a
 * page's Default story) is that class; otherwise a story whose name has the word Mobile is a phone (mobile_sm),
 * one with the word Tablet a tablet (tablet_md), one with the word Wide the common desktop (desktop_xxl, 1280 px),
 * the naming the page stories follow for their `globals.viewport`;
 * every other story is at the preview's default. The unit test holds this rule against every baseline's pixel width.
 */
export function viewportOf(storyId: string, shotAt: DeviceClass | undefined): DeviceClass {
  if (shotAt) return shotAt;
  const words = (storyId.split('--')[1] ?? '').split('-');
  if (words.includes('mobile')) return 'mobile_sm';
  if (words.includes('tablet')) return 'tablet_md';
  if (words.includes('wide')) return 'desktop_xxl';
  return defaultStoryViewport;
}

function isDeviceClass(value: string): value is DeviceClass {
  return (deviceClasses as readonly string[]).includes(value);
}

/** A project-relative path: `../console/x` (a glob from .storybook/) and `./console/x` (index.json) become `console/x`. */
export function projectPath(path: string): string {
  return path.replace(/^(\.\.?\/)+/, '');
}

const remainderPattern = /^(?:([a-z]+_[a-z]+)-)?([a-z]{2,3})-([a-z]+)$/;

/**
 * Reads every baseline path (project-relative or as globbed) as a story of `stories` in the same folder as its
 * `__screenshots__`. The longest story id that fits wins (`…--default` and `…--default-mobile` share a prefix).
 * Paths that fit no story (a baseline left behind by a renamed or deleted story) come back in `unmatched`.
 */
export function matchBaselines(
  files: readonly string[],
  stories: readonly IndexedStory[],
): { baselines: Baseline[]; unmatched: string[] } {
  const storiesByFolder = new Map<string, { story: IndexedStory; stem: string }[]>();
  for (const story of stories) {
    const path = projectPath(story.importPath);
    const folder = path.slice(0, path.lastIndexOf('/'));
    const list = storiesByFolder.get(folder) ?? [];
    list.push({ story, stem: screenshotStem(story.id) });
    storiesByFolder.set(folder, list);
  }
  for (const list of storiesByFolder.values()) list.sort((a, b) => b.stem.length - a.stem.length);

  const baselines: Baseline[] = [];
  const unmatched: string[] = [];
  for (const original of files) {
    const file = projectPath(original);
    const match = /^(.*)\/__screenshots__\/(?:.*\/)?([^/]+)\.png$/.exec(file);
    const baseline = match?.[1] !== undefined && match[2] !== undefined ? read(file, storiesByFolder.get(match[1]) ?? [], match[2]) : undefined;
    if (baseline) baselines.push(baseline);
    else unmatched.push(original);
  }
  return { baselines, unmatched };
}

function read(file: string, candidates: readonly { story: IndexedStory; stem: string }[], name: string): Baseline | undefined {
  for (const { story, stem } of candidates) {
    if (!name.startsWith(`${stem}-`)) continue;
    const parts = remainderPattern.exec(name.slice(stem.length + 1));
    if (!parts) continue;
    const [, shotAt, locale, engine] = parts;
    const shotAtClass = shotAt === undefined ? undefined : isDeviceClass(shotAt) ? shotAt : null;
    if (!locale || !engine || shotAtClass === null) continue;
    const viewport = viewportOf(story.id, shotAtClass);
    const { width, height } = storybookViewports[viewport].styles;
    return { file, story, locale, engine, viewport, kind: deviceKind(viewport), width: parseInt(width, 10), height: parseInt(height, 10) };
  }
  return undefined;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenTitleId } from '../documentTitle';
import { screens, type Screen } from './registry';

const root = join(import.meta.dirname, '../../..');

/** Full paths of the generated route tree (`FileRoutesByFullPath`), the router's own list. */
function routerPaths(): string[] {
  const tree = readFileSync(join(root, 'console/routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  // Index routes end in a slash there (`/$locale/console/member/`); people and links write them without.
  return [...block.matchAll(/^\s+'([^']+)':/gm)].map((match) => (match[1] ?? '').replace(/(.)\/$/, '$1'));
}

/** Routes that are layouts, redirects or catch-alls rather than screens. */
const notScreens = new Set(['/', '/$locale', '/$locale/console', '/$locale/console/$', '/$locale/auth-mail']);

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', '__screenshots__', 'locales'].includes(entry.name) ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

describe('screen registry', () => {
  it('lists every route of the router, and only those', () => {
    const fromRouter = routerPaths().filter((path) => !notScreens.has(path))
      .sort();
    const fromRegistry = Object.values(screens)
      .map((screen) => screen.path)
      .filter((path) => path !== '*')
      .sort();
    expect(fromRouter.length).toBeGreaterThan(30);
    expect(fromRegistry).toEqual(fromRouter);
  });

  it("gives every title the id the document title looks up: 'title:' and the path", () => {
    for (const [key, screen] of Object.entries(screens)) expect(screen.title.id, key).toBe(screenTitleId(screen.path));
  });

  it('names a story that exists for every screen', () => {
    const files = storyFiles(join(root, 'console')).map((file) => readFileSync(file, 'utf8'));
    for (const [key, { storyTitle, storyExport }] of Object.entries(screens)) {
      const file = files.find((text) => text.includes(`title: '${storyTitle}'`));
      expect(file, `${key}: no story file titled ${storyTitle}`).toBeDefined();
      expect(file, `${key}: ${storyTitle} has no story ${storyExport}`).toMatch(
        new RegExp(`export const ${storyExport}: Story`),
      );
    }
  });

  it('gives every placeholder the issue that builds it', () => {
    const all: Screen[] = Object.values(screens);
    for (const screen of all) {
      if (screen.status === 'not-built') expect(screen).toHaveProperty('issue');
    }
  });
});

/**
 * The README's screen table is rendered from the registry (one source) and the story files: a route added to the
 * registry shows up there, and this test fails until the README has it. Rewrite it with
 * `npx vitest run --project unit console/app/screens -u`.
 */
const readmePath = join(root, 'README.md');
const start = '<!-- screens: generated from console/app/screens/registry.ts by console/app/screens/registry.test.ts -->';
const end = '<!-- /screens -->';

const stories = storyFiles(join(root, 'console')).map((file) => {
  const text = readFileSync(file, 'utf8');
  return {
    file: relative(root, file),
    title: /title: '([^']+)'/.exec(text)?.[1],
    exports: [...text.matchAll(/^export const (\w+): Story/gm)].map((match) => match[1]),
  };
});

function renderTable(): string {
  const rows = Object.entries(screens).map(([key, screen]) => {
    const story = stories.find((candidate) => candidate.title === screen.storyTitle);
    const folder = story ? story.file.split('/').slice(0, -1).join('/') : '?';
    const route = screen.path === '*' ? 'any unknown path' : `\`${screen.path.replace('$locale', '{locale}')}\``;
    return `| ${key} | ${route} | \`${folder}/\` | \`${screen.storyTitle}\` (${story?.exports.length ?? 0} stories, main: ${screen.storyExport}) |`;
  });
  return ['| screen (registry key) | route | folder | stories |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

describe("README's screen table", () => {
  it('is the registry, rendered', async () => {
    const readme = readFileSync(readmePath, 'utf8');
    const from = readme.indexOf(start);
    const to = readme.indexOf(end);
    expect(from, `README.md has the markers ${start} … ${end}`).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const rendered = `${readme.slice(0, from + start.length)}\n${renderTable()}\n${readme.slice(to)}`;
    await expect(rendered).toMatchFileSnapshot(readmePath);
  });

  it('names every page story that is not a route in its own table', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const registered = new Set<string>(Object.values(screens).map((screen) => screen.storyTitle));
    const others = stories.map((story) => story.title).filter((title) => title?.startsWith('Pages/') && !registered.has(title));
    expect(others.length).toBeGreaterThan(0);
    for (const title of others) expect(readme, `${title} is not in README's table of other page stories`).toContain(`\`${title}\``);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(path);
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

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const consoleDir = join(import.meta.dirname, '../..');

/** The two templates (the Storybook page Patterns): signed-in pages and signed-out entry cards. */
const templates = /from ['"]@ds\/(PageLayout|CenteredCardLayout)['"]/;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['__screenshots__', 'locales', 'testing', 'prerender'].includes(entry.name) ? [] : pageFiles(path);
    return /Page\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the file, or a module of its own folder it imports (a domain's shared layout), renders a template. */
function usesTemplate(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (templates.test(source)) return true;
  return [...source.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)].some(([, specifier = '']) => {
    const target = ['.tsx', '.ts', '/index.ts'].map((ext) => resolve(dirname(file), specifier) + ext).find(existsSync);
    return target !== undefined && usesTemplate(target, seen);
  });
}

describe('page template', () => {
  it('every page renders PageLayout or CenteredCardLayout (Patterns)', () => {
    const pages = pageFiles(consoleDir).map((file) => relative(consoleDir, file));
    expect(pages.length).toBeGreaterThan(30);
    const without = pages.filter((page) => !usesTemplate(join(consoleDir, page)));
    expect(without).toEqual([]);
  });
});

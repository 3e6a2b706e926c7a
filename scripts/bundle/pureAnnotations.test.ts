import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markLeafComponentsPure } from './pureAnnotations.ts';

const require = createRequire(import.meta.url);
const racDir = join(dirname(require.resolve('react-aria-components/package.json')), 'dist', 'private');
const modules = readdirSync(racDir).filter((file) => file.endsWith('.mjs'));
const moduleLevelLeafCalls = /^const \S+ = (\/\*#__PURE__\*\/ )?\(0, \$\w+\$createLeafComponent\)\(/gm;

describe('markLeafComponentsPure', () => {
  it("marks react-aria-components' unmarked loading items (the installed version has some) and nothing else", () => {
    const unmarked = modules.filter((file) => [...readFileSync(join(racDir, file), 'utf8').matchAll(moduleLevelLeafCalls)].some((call) => !call[1]));
    // If a react-aria-components update marks them itself, this plugin can go (scripts/bundle/pureAnnotations.ts).
    expect(unmarked).toEqual(expect.arrayContaining(['Menu.mjs']));
    for (const file of modules) {
      const code = readFileSync(join(racDir, file), 'utf8');
      const marked = markLeafComponentsPure(code);
      const calls = [...marked.matchAll(moduleLevelLeafCalls)];
      expect(calls.every((call) => call[1]), file).toBe(true);
      expect(calls).toHaveLength([...code.matchAll(moduleLevelLeafCalls)].length);
      // Only the marks are added.
      expect(marked.replaceAll('/*#__PURE__*/ ', '')).toBe(code.replaceAll('/*#__PURE__*/ ', ''));
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDialogContext, importMenuContext } from './menuContextModule.ts';

const require = createRequire(import.meta.url);
const racDir = join(dirname(require.resolve('react-aria-components/package.json')), 'dist', 'private');
const read = (file: string) => readFileSync(join(racDir, file), 'utf8');
const sharedModule = '"virtual:rac-root-menu-trigger-state-context"';

describe('menuContextModule', () => {
  it('makes Menu.mjs import its RootMenuTriggerStateContext, under the same local name, instead of creating it', () => {
    const code = read('Menu.mjs');
    const local = /(\$[\w$]+) as RootMenuTriggerStateContext\b/.exec(code)?.[1] ?? '';
    const rewritten = importMenuContext(code);
    expect(rewritten).toContain(`import {RootMenuTriggerStateContext as ${local}} from ${sharedModule};`);
    expect(rewritten).not.toMatch(new RegExp(`const ${local.replace(/\$/g, '\\$')} =`));
    // Everything else, the export list included, stays as published.
    expect(rewritten.split('\n').filter((line) => !code.includes(line))).toHaveLength(1);
  });

  it("makes Dialog.mjs take the context from the shared module, so it no longer imports Menu.mjs", () => {
    const rewritten = importDialogContext(read('Dialog.mjs'));
    expect(rewritten).toMatch(new RegExp(`^import \\{RootMenuTriggerStateContext as \\$[\\w$]+\\} from ${sharedModule};$`, 'm'));
    expect(rewritten).not.toContain('./Menu.mjs');
  });

  it('is still needed: Dialog.mjs is the only module that imports from Menu.mjs, and it imports only the context', () => {
    const importers = readdirSync(racDir)
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) => read(file).includes('from "./Menu.mjs"'));
    expect(importers).toEqual(['Dialog.mjs']);
  });

  it('fails loudly when React Aria changes the shape it relies on', () => {
    expect(() => importMenuContext('export {x as Menu};')).toThrow(/RootMenuTriggerStateContext/);
    expect(() => importDialogContext('import {DialogContext} from "./Dialog.mjs";')).toThrow(/Menu\.mjs/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importWalker, importWalkerDirectly, walkerExport, walkerModule, walkerModuleId } from './focusWalkerModule.ts';

const require = createRequire(import.meta.url);
const privateDir = join(dirname(require.resolve('react-aria/package.json')), 'dist', 'private');
const focusScopePath = join(privateDir, 'focus', 'FocusScope.mjs');
const focusScope = readFileSync(focusScopePath, 'utf8');
const radioGroupPath = join(privateDir, 'radio', 'useRadioGroup.mjs');
const modules = readdirSync(privateDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => join(privateDir, file));

describe('focusWalkerModule', () => {
  it("takes the walker and its helpers out of FocusScope.mjs, which imports them under their old names", () => {
    const rewritten = importWalker(focusScope, focusScopePath);
    const walkerLocal = new RegExp(`(\\$[\\w$]+) as ${walkerExport}\\b`).exec(focusScope)?.[1] ?? '';
    const [firstLine = ''] = rewritten.split('\n');
    expect(firstLine.startsWith(`import {${walkerExport} as ${walkerLocal}, `)).toBe(true);
    expect(firstLine.endsWith(`} from "${walkerModuleId(focusScopePath)}";`)).toBe(true);
    expect(rewritten).not.toContain(`function ${walkerLocal}(`);
    // The FocusScope component stays, and the module still exports the walker.
    expect(rewritten).toContain(`${walkerLocal} as ${walkerExport}`);
    expect(rewritten).toMatch(/ as FocusScope\b/);
  });

  it('gives the walker a module with only the imports it uses, by absolute path', () => {
    const module = walkerModule(focusScope, focusScopePath);
    expect(module).toMatch(new RegExp(`export \\{\\$[\\w$]+ as ${walkerExport}, `));
    expect(module).not.toMatch(/from "\.{1,2}\//);
    expect(module).not.toContain('from "react"');
    expect(module).not.toContain('FocusScope');
    // Nothing but imports, the moved functions and the export list.
    for (const line of module.split('\n').filter((text) => /^\S/.test(text))) {
      expect(line).toMatch(/^(import \{|function \$|export \{|\})/);
    }
  });

  it('sends the radio group straight to the walker module', () => {
    const code = readFileSync(radioGroupPath, 'utf8');
    const rewritten = importWalkerDirectly(code, radioGroupPath);
    expect(rewritten).toContain(`from "${walkerModuleId(focusScopePath)}"`);
    expect(rewritten).not.toContain('"../focus/FocusScope.mjs"');
  });

  it('leaves every other React Aria module as published, apart from lone imports of the walker', () => {
    for (const path of modules) {
      const code = readFileSync(path, 'utf8');
      const rewritten = importWalkerDirectly(code, path);
      const changed = rewritten.split('\n').filter((line) => !code.includes(line));
      for (const line of changed) {
        expect(line, path).toMatch(new RegExp(`^import \\{${walkerExport} as \\$[\\w$]+\\} from "virtual:focus-walker:/.+/FocusScope\\.mjs";$`));
      }
    }
  });

  it('fails loudly when React Aria changes the shape it relies on', () => {
    expect(() => importWalker('export {x as FocusScope};', focusScopePath)).toThrow(/getFocusableTreeWalker/);
    const withoutHelper = focusScope.replace(/\$var\$isTabbableRadio\b/g, '$var$isTabbableRadioInGroup');
    expect(() => importWalker(withoutHelper, focusScopePath)).toThrow(/isTabbableRadio/);
    const prefix = /(\$[0-9a-f]+)\$var\$isElementInScope\b/.exec(focusScope)?.[1] ?? '';
    const callsMore = focusScope.replace('if (!element) return false;', `if (!element) return ${prefix}$var$focusElement(element);`);
    expect(() => walkerModule(callsMore, focusScopePath)).toThrow(/now calls/);
  });
});

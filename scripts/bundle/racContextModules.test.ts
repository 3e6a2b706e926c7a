import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextModuleId, importOwnContext, importSharedContexts, sharedContexts } from './racContextModules.ts';

const require = createRequire(import.meta.url);
const racDir = join(dirname(require.resolve('react-aria-components/package.json')), 'dist', 'private');
const modules = readdirSync(racDir).filter((file) => file.endsWith('.mjs'));
const read = (file: string) => readFileSync(join(racDir, file), 'utf8');

describe.each(sharedContexts)('$name, out of $module', ({ module, name, importedBy }) => {
  it('is imported by its component module under the same local name instead of being created there', () => {
    const code = read(module);
    const local = new RegExp(`(\\$[\\w$]+) as ${name}\\b`).exec(code)?.[1] ?? '';
    const rewritten = importOwnContext(module, code);
    expect(rewritten).toContain(`import {${name} as ${local}} from "${contextModuleId(name)}";`);
    // Only the definitions changed (one per shared context of the module): the export list still exports it.
    const sharedHere = sharedContexts.filter((context) => context.module === module).length;
    expect(rewritten.split('\n').filter((line) => !code.includes(line))).toHaveLength(sharedHere);
    expect(rewritten).toContain(`${local} as ${name}`);
  });

  it("is taken from its own module where React Aria imports it, which then no longer imports the component's module", () => {
    const rewritten = importSharedContexts(read(importedBy));
    expect(rewritten).toContain(`"${contextModuleId(name)}"`);
    expect(rewritten).not.toContain(`"./${module}"`);
  });

  it('is still needed: the importing module takes only shared contexts from the component module', () => {
    const imports = [...read(importedBy).matchAll(new RegExp(`^import \\{([^}]*)\\} from "\\./${module.replace('.', '\\.')}";$`, 'gm'))];
    const shared = sharedContexts.filter((context) => context.module === module).map((context) => context.name);
    expect(imports).toHaveLength(1);
    for (const specifier of imports[0]?.[1]?.split(',') ?? []) expect(shared).toContain(specifier.trim().split(' as ')[0]);
  });
});

describe('racContextModules', () => {
  it('leaves every other React Aria module as published, apart from lone imports of the shared contexts', () => {
    for (const file of modules) {
      const code = read(file);
      const rewritten = importSharedContexts(importOwnContext(file, code));
      const changed = rewritten.split('\n').filter((line) => !code.includes(line));
      for (const line of changed) expect(line, file).toMatch(/^import \{\w+ as \$[\w$]+\} from "virtual:rac-context\/\w+";$/);
    }
  });

  it('fails loudly when React Aria changes the shape it relies on', () => {
    expect(() => importOwnContext('Menu.mjs', 'export {x as Menu};')).toThrow(/RootMenuTriggerStateContext/);
    expect(() => importOwnContext('Popover.mjs', 'const $a$b = 1;\nexport {$a$b as PopoverContext};')).toThrow(/createContext/);
  });
});

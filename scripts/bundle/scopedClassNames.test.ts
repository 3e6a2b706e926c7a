import { describe, expect, it } from 'vitest';
import { createScopedClassName } from './scopedClassNames.ts';

describe('createScopedClassName', () => {
  it('gives a short name that is the same for the same class in the same file', () => {
    const first = createScopedClassName('/repo');
    const second = createScopedClassName('/repo');
    const name = first('skipLink', '/repo/design-system/AppShell/AppShell.module.scss');
    expect(name).toMatch(/^_[\w-]{5}$/);
    expect(second('skipLink', '/repo/design-system/AppShell/AppShell.module.scss')).toBe(name);
  });

  it('names the same local class in two files apart, and ignores the query Vite adds to the path', () => {
    const scoped = createScopedClassName('/repo');
    const inButton = scoped('root', '/repo/design-system/Button/Button.module.scss');
    expect(scoped('root', '/repo/design-system/Link/Link.module.scss')).not.toBe(inButton);
    expect(scoped('root', '/repo/design-system/Button/Button.module.scss?used')).toBe(inButton);
  });

  it('names a class the same wherever the checkout lives', () => {
    const here = createScopedClassName('/repo')('root', '/repo/design-system/Button/Button.module.scss');
    const there = createScopedClassName('/ci/clone')('root', '/ci/clone/design-system/Button/Button.module.scss');
    expect(there).toBe(here);
  });

  it('fails on a collision instead of giving two classes one name', () => {
    // One character of hash has 64 values: 65 classes must collide.
    const scoped = createScopedClassName('/repo', 1);
    expect(() => {
      for (let index = 0; index <= 64; index += 1) scoped(`part${index}`, '/repo/design-system/Table/Table.module.scss');
    }).toThrow(/for both design-system\/Table\/Table.module.scss:part\d+ and design-system\/Table\/Table.module.scss:part\d+/);
  });
});

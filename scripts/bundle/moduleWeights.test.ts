import { describe, expect, it } from 'vitest';
import { charactersBySource, decodeSegment, groupOf, groupWeights } from './moduleWeights.ts';

describe('decodeSegment', () => {
  it('reads base64 VLQ numbers, signs and continuation digits included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
    // 16 needs a continuation digit: 16 << 1 = 32 = 0b100000 -> "gB".
    expect(decodeSegment('gB')).toEqual([16]);
  });
});

describe('charactersBySource', () => {
  it("gives each source the generated characters from its segment to the next, the line's end included", () => {
    // Line 1: `aaaa` from a.ts (column 0), `bb` from b.ts (column 4); line 2: `cc` with no mapping, then `ddd` from a.ts.
    const code = 'aaaabb\nccddd';
    const mappings = ['AAAA,ICAA', 'EDAA'].join(';');
    const counts = charactersBySource(code, { sources: ['a.ts', 'b.ts'], mappings });
    expect(Object.fromEntries(counts)).toEqual({ 'a.ts': 7, 'b.ts': 2, '(unmapped)': 2 });
  });
});

describe('groupOf', () => {
  it('names the package of a dependency and the folder of a project module', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('console/dashboard/Dashboard/DashboardPage.tsx')).toBe('console/dashboard/Dashboard');
    expect(groupOf('design-system/Select/Select.tsx')).toBe('design-system/Select');
  });

  it('sums modules by group, heaviest first', () => {
    const weights = [
      { module: 'node_modules/react-aria/a.mjs', gzipBytes: 2 },
      { module: 'design-system/Select/Select.tsx', gzipBytes: 5 },
      { module: 'node_modules/react-aria/b.mjs', gzipBytes: 4 },
    ];
    expect(groupWeights(weights)).toEqual([
      { module: 'react-aria', gzipBytes: 6 },
      { module: 'design-system/Select', gzipBytes: 5 },
    ]);
  });
});

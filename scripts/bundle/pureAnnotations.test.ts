import { describe, expect, it } from 'vitest';
import { markLeafComponentsPure } from './pureAnnotations.ts';

// The shapes react-aria-components publishes: a loading item without the mark, a component with it, and a call
// inside a function (not module level, left alone).
const unmarked =
  'const $49319ee1285aa241$export$93aba29d3a678058 = (0, $7xe5e$createLeafComponent)((0, $7xe5e$LoaderNode), function MenuLoadingIndicator(props, ref, item) {';
const marked =
  'const $3674c52c6b3c5bce$export$2ce376c2cc3355c8 = /*#__PURE__*/ (0, $7xe5e$createLeafComponent)((0, $7xe5e$ItemNode), function MenuItem(props, forwardedRef, item) {';
const nested = '  const Item = (0, $7xe5e$createLeafComponent)(node, render);';

describe('markLeafComponentsPure', () => {
  it('marks a module-level createLeafComponent call that has no mark', () => {
    expect(markLeafComponentsPure(unmarked)).toBe(unmarked.replace(' = (0, ', ' = /*#__PURE__*/ (0, '));
  });

  it('leaves marked calls and calls inside functions as they are', () => {
    const code = [marked, nested].join('\n');
    expect(markLeafComponentsPure(code)).toBe(code);
  });

  it('adds only the marks', () => {
    const code = [unmarked, marked, nested, unmarked.replace('$49319ee1285aa241', '$928221da08ecbc62')].join('\n');
    const result = markLeafComponentsPure(code);
    expect(result.match(/\/\*#__PURE__\*\//g)).toHaveLength(3);
    expect(result.replaceAll('/*#__PURE__*/ ', '')).toBe(code.replaceAll('/*#__PURE__*/ ', ''));
  });
});

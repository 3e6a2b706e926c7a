import type { RunOptions } from 'axe-core';

/**
 * Axe's run options for every story test (preview.tsx, `parameters.a11y.options`). WCAG 2.2 AA target size (24x24 px
 * or the spacing exception, rule `target-size`) is off in axe by default; every story checks it at its own width
 * (phone stories at theirs), and page stories also at 375 px (vitest.setup.ts). Run options rather than
 * `config.rules`, so a story that sets its own rules (Calendar's) keeps it.
 */
export const a11yRunOptions = { rules: { 'target-size': { enabled: true } } } satisfies RunOptions;

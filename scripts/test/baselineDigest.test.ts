import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserCommandContext } from 'vitest/node';
import { baselineDigest } from './baselineDigest.ts';

describe('baselineDigest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'baseline-'));
  mkdirSync(join(dir, '__screenshots__'));
  // The name as a story test passes it (`<story id>-<locale>`); the file as Vitest writes it (single dashes).
  writeFileSync(join(dir, '__screenshots__', 'pages-signin-default-ko-chromium.png'), 'picture');
  writeFileSync(join(dir, '__screenshots__', 'pages-signin-copy-ko-chromium.png'), 'picture');
  const context = { testPath: join(dir, 'SignIn.stories.tsx') } as BrowserCommandContext;

  it('finds the baseline Vitest wrote for a story id, and equal pictures have equal digests', () => {
    const digest = baselineDigest(context, 'pages-signin--default-ko');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(baselineDigest(context, 'pages-signin--copy-ko')).toBe(digest);
  });

  it('is null when the story has no baseline', () => {
    expect(baselineDigest(context, 'pages-signin--other-ko')).toBeNull();
  });
});

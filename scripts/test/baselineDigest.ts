import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/**
 * Browser command for the story tests: the SHA-256 of a screenshot baseline of the running story file
 * (`<story dir>/__screenshots__/<name>-chromium.png`, as vitest.config.ts resolves them), or null when there is none.
 * Two stories of one file with the same digest show the same picture.
 */
export const baselineDigest: BrowserCommand<[name: string]> = ({ testPath }, name) => {
  if (!testPath) return null;
  // Vitest writes `name` into the file name as its `toMatchScreenshot` does: word characters and single dashes.
  const fileName = name.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
  const file = join(dirname(testPath), '__screenshots__', `${fileName}-chromium.png`);
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    baselineDigest: (name: string) => Promise<string | null>;
  }
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the e2e project's files share (e2e/globalSetup.ts). */
    productionBuildDir: string;
  }
}

/** Builds the console as deployed (mode production, no mock world) into a temporary folder. */
export async function buildProduction(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.VITE_MOCKS;
  // Vitest sets NODE_ENV=test, which would make a development build.
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

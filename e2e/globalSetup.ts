import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildProduction } from './productionBuild.ts';

/**
 * One production build for the whole e2e project (the journeys, the CSP checks and the byte budget read the
 * same files): a build takes a minute on the 2-core CI machine, and every extra one competes with the story runs.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = await buildProduction();
  project.provide('productionBuildDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

/**
 * Writes the generated token files from `source.ts`:
 *   tokens/generated/variables.css CSS custom properties (--ac-*)
 *   tokens/generated/_tokens.scss  Sass module (values, $breakpoints, mixins)
 *
 * Run: `npm run tokens` (= `node tokens/build.ts`; Node >= 22.18 strips the types).
 * `--check` exits 1 instead of writing when a file is stale (for CI).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emitCss, emitScss } from './emit.ts';
import { source } from './source.ts';

export const generatedFiles = {
  css: fileURLToPath(new URL('./generated/variables.css', import.meta.url)),
  scss: fileURLToPath(new URL('./generated/_tokens.scss', import.meta.url)),
} as const;

const outputs: [string, string][] = [
  [generatedFiles.css, emitCss(source)],
  [generatedFiles.scss, emitScss(source)],
];

const check = process.argv.includes('--check');
let stale = 0;
mkdirSync(fileURLToPath(new URL('./generated/', import.meta.url)), { recursive: true });
for (const [file, text] of outputs) {
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = null;
  }
  if (current === text) {
    console.log(`up to date  ${file}`);
  } else if (check) {
    stale += 1;
    console.error(`STALE       ${file} (run \`npm run tokens\`)`);
  } else {
    writeFileSync(file, text);
    console.log(`written     ${file}`);
  }
}
if (stale) process.exitCode = 1;

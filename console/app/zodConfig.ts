/**
 * zod runs jitless in the console: its compiled object parsers use `new Function`, which the strict
 * CSP (script-src 'self', no 'unsafe-eval') forbids, and even zod's probe for it is reported as a
 * violation. Schemas read the setting when they are created, so it must be in place before the API
 * layer loads. zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy;
 * `z.config()` writes there) and keeps an object it finds there, so the entry sets it without
 * importing zod: `import { config } from 'zod/v4/core'` here cost 3.7 KiB gzip of start-up bundle.
 * The console's schemas are `zod/mini`, whose object parser never compiles; the setting stays so that a
 * classic `zod` schema (which does) cannot bring the probe back.
 * The end-to-end suite (e2e/csp.e2e.ts) fails if the probe comes back.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

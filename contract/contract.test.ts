import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listEndpoints, type EndpointInfo } from './endpoints';
import { isErrorCode } from './errorCodes';
import { errorBodySchema } from './schemas/envelope';

/** docs/api.md and the schemas must agree: every example parses, every operation has one. */
const doc = readFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), 'utf8');
const operations = new Map(listEndpoints().map(({ id, info }) => [id, info]));

interface Example {
  op: string;
  kind: 'request' | 'response' | 'error';
  json: unknown;
  line: string;
}

function examples(): Example[] {
  const out: Example[] = [];
  let op = '';
  let inBlock = false;
  for (const line of doc.split('\n')) {
    if (line.startsWith('```jsonc')) inBlock = true;
    else if (line.startsWith('```')) inBlock = false;
    if (!inBlock) continue;
    const comment = /^\/\/ ([a-zA-Z]+\.[a-zA-Z]+)/.exec(line);
    if (comment?.[1]) op = comment[1];
    const request = /^> (\{.*\})$/.exec(line);
    if (request?.[1]) out.push({ op, kind: 'request', json: JSON.parse(request[1]), line });
    const error = /^< \d{3} (\{.*\})$/.exec(line);
    if (error?.[1]) out.push({ op, kind: 'error', json: JSON.parse(error[1]), line });
    const response = /^< (\{.*\})$/.exec(line);
    if (response?.[1]) out.push({ op, kind: 'response', json: JSON.parse(response[1]), line });
  }
  return out;
}

const all = examples();

describe('docs/api.md examples', () => {
  it('every operation has an example answer', () => {
    const answered = new Set(all.filter((example) => example.kind !== 'request').map((example) => example.op));
    const missing = [...operations.keys()].filter((id) => !answered.has(id));
    expect(missing).toEqual([]);
  });

  it.each(all.map((example) => [example.op, example.kind, example] as const))('%s %s', (_op, _kind, example) => {
    const info: EndpointInfo | undefined = operations.get(example.op);
    expect(info, example.op).toBeDefined();
    if (!info) return;
    if (example.kind === 'response') {
      const data = (example.json as { data?: unknown }).data;
      const parsed = info.response.safeParse(data);
      expect(parsed.success, `${example.line}\n${parsed.error?.message ?? ''}`).toBe(true);
    } else if (example.kind === 'error') {
      const parsed = errorBodySchema.safeParse(example.json);
      expect(parsed.success).toBe(true);
      expect(isErrorCode(parsed.data?.errorCode), example.line).toBe(true);
    } else {
      expect(info.body, `${example.op} takes no body`).toBeDefined();
      const parsed = info.body?.safeParse(example.json);
      expect(parsed?.success, `${example.line}\n${parsed?.error?.message ?? ''}`).toBe(true);
    }
  });
});

describe('endpoints', () => {
  it('are unique by method + pattern', () => {
    const seen = listEndpoints().map(({ info }) => `${info.method} ${info.pattern}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('builders encode path parameters', async () => {
    const { endpoints } = await import('./endpoints');
    expect(endpoints.members.detail('kim@example.com').path).toBe('/v2/organization/members/kim%40example.com');
    expect(endpoints.subscription.cancelSpot('s/1', 'r 2').path).toBe('/v2/subscription/s%2F1/spot/r%202');
    expect(endpoints.members.detail.pattern).toBe('/v2/organization/members/:email');
    expect(endpoints.region.api.client).toBe('region');
  });
});

/**
 * `npm run mock-api`: the mock world (the same MSW handlers and world as the dev server, Storybook
 * and the unit tests) served over real HTTP, so a production build, the end-to-end suite, Lighthouse
 * or a backend team can talk to it as to the real API. A small Node adapter over the handlers
 * (`getResponse` from msw); @mswjs/http-middleware is not used (it targets MSW 2).
 *
 *   npm run mock-api                                  # http://localhost:4010
 *   MOCK_API_PORT=4011 npm run mock-api
 *
 * Admin routes under /__mock/ (never part of the contract; mocks/admin.ts, README "The production build on the
 * mock API"): reset with a scenario, the clock, latency, failures, the state, and the outbox of mailed links and
 * codes (`/__mock/outbox`, a plain page; `/__mock/outbox.json`). The same `scenario`, `now` and `failure`
 * parameters work on the first start: `MOCK_API_SCENARIO`, `MOCK_API_NOW`, `MOCK_API_FAILURE`; the outbox's
 * links go to `MOCK_API_CONSOLE_ORIGIN` (default http://localhost:4173, `vite preview`).
 *
 * Point the production build at it through the preview server's proxy (same origin, as deployed):
 *   CONSOLE_API_PROXY=http://localhost:4010 npx vite preview
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type * as AdminModule from '../mocks/admin.ts';
import type * as HandlersModule from '../mocks/handlers/index.ts';

export interface MockApi {
  url: string;
  close: () => Promise<void>;
}

interface MockModules {
  handlers: typeof HandlersModule;
  admin: typeof AdminModule;
}

/** Starts the mock API on `port` (0: any free port). */
export async function startMockApi(port = Number(process.env.MOCK_API_PORT ?? 4010)): Promise<MockApi> {
  // Vite loads the mock world with the project's aliases, TypeScript and the Lingui macro.
  const vite = await createViteServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const modules: MockModules = {
    handlers: (await vite.ssrLoadModule('/mocks/handlers/index.ts')) as MockModules['handlers'],
    admin: (await vite.ssrLoadModule('/mocks/admin.ts')) as MockModules['admin'],
  };
  const { getResponse } = await import('msw');
  const { handleAdmin, resetFromParams } = modules.admin;
  const routes = modules.handlers.allHandlers();
  const consoleOrigin = process.env.MOCK_API_CONSOLE_ORIGIN ?? 'http://localhost:4173';

  const refused = resetFromParams(
    new URLSearchParams({
      ...(process.env.MOCK_API_SCENARIO ? { scenario: process.env.MOCK_API_SCENARIO } : {}),
      ...(process.env.MOCK_API_NOW ? { now: process.env.MOCK_API_NOW } : {}),
      ...(process.env.MOCK_API_FAILURE ? { failure: process.env.MOCK_API_FAILURE } : {}),
    }),
  );
  if (refused) {
    await vite.close();
    throw new Error(`mock-api: ${await refused.text()}`);
  }

  const server = createHttpServer((incoming, outgoing) => {
    void handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = new URL(incoming.url ?? '/', `${schemeOf(incoming)}://${incoming.headers.host ?? 'localhost'}`);
    const adminResponse = handleAdmin(new Request(url), { consoleOrigin });
    if (adminResponse) {
      await send(outgoing, adminResponse);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = incoming.method ?? 'GET';
    const request = new Request(url, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    });
    const response = await getResponse(routes, request);
    if (!response) {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ errorCode: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` }));
      return;
    }
    await send(outgoing, response);
  }

  async function send(outgoing: ServerResponse, response: Response) {
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    outgoing.writeHead(response.status, responseHeaders);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }

  /** The scheme the browser used: a proxy in front (`vite preview` over HTTPS) says it in X-Forwarded-Proto. */
  function schemeOf(incoming: IncomingMessage): 'http' | 'https' {
    const forwarded = incoming.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first === 'https' ? 'https' : 'http';
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await vite.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = await startMockApi();
  console.log(`Mock API (the mock world over HTTP) on ${api.url}; admin routes under /__mock/ (README, "The production build on the mock API").`);
  console.log(`Mailed links and codes: ${api.url}/__mock/outbox`);
}

/**
 * `npm run mock-api`: the mock world (the same MSW handlers and world as the dev server, Storybook
 * and the unit tests) served over real HTTP, so a production build, the end-to-end suite, Lighthouse
 * or a backend team can talk to it as to the real API. A small Node adapter over the handlers
 * (`getResponse` from msw); @mswjs/http-middleware is not used (it targets MSW 2).
 *
 *   npm run mock-api                                  # http://localhost:4010
 *   MOCK_API_PORT=4011 npm run mock-api
 *
 * Admin routes (never part of the contract):
 *   POST /__mock/reset?scenario=paymentFailedInGrace+fiveCards&now=2026-12-05T09:00:00Z&failure=status500:members.invite
 *   POST /__mock/clock?set=2026-12-05T09:00:00Z      or  ?advance=86400000 (ms)
 *   POST /__mock/latency?min=150&max=400              (default 0)
 *   GET  /__mock/state                                 scenario-independent summary (clock)
 * The same `scenario`, `now` and `failure` parameters work on the first start: `MOCK_API_SCENARIO`,
 * `MOCK_API_NOW`, `MOCK_API_FAILURE`.
 *
 * Point the production build at it through the preview server's proxy (same origin, as deployed):
 *   CONSOLE_API_PROXY=http://localhost:4010 npx vite preview
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createViteServer } from 'vite';
import type * as HandlersModule from '../mocks/handlers/index.ts';
import type * as NodeModule from '../mocks/node.ts';
import type * as FailuresModule from '../mocks/scenarios/failures.ts';

export interface MockApi {
  url: string;
  close: () => Promise<void>;
}

interface MockModules {
  handlers: typeof HandlersModule;
  node: typeof NodeModule;
  failures: typeof FailuresModule;
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
    node: (await vite.ssrLoadModule('/mocks/node.ts')) as MockModules['node'],
    failures: (await vite.ssrLoadModule('/mocks/scenarios/failures.ts')) as MockModules['failures'],
  };
  const { getResponse } = await import('msw');
  const { resetWorld, currentWorld, setLatency } = modules.node;
  const routes = modules.handlers.allHandlers();

  const reset = (params: URLSearchParams) => {
    const scenario = params.get('scenario')?.trim().replace(/\s+/g, '+');
    const now = params.get('now') ?? undefined;
    const failures = modules.failures.parseFailures(params.get('failure'));
    resetWorld({ ...(scenario ? { scenario } : {}), ...(now ? { now } : {}), ...(failures.length ? { failures } : {}) });
  };
  reset(
    new URLSearchParams({
      ...(process.env.MOCK_API_SCENARIO ? { scenario: process.env.MOCK_API_SCENARIO } : {}),
      ...(process.env.MOCK_API_NOW ? { now: process.env.MOCK_API_NOW } : {}),
      ...(process.env.MOCK_API_FAILURE ? { failure: process.env.MOCK_API_FAILURE } : {}),
    }),
  );

  const admin = (url: URL): { status: number; body: unknown } => {
    const world = currentWorld();
    switch (url.pathname) {
      case '/__mock/reset':
        reset(url.searchParams);
        return { status: 200, body: { now: currentWorld().clock.now().toISOString() } };
      case '/__mock/clock': {
        const set = url.searchParams.get('set');
        const advance = url.searchParams.get('advance');
        if (set) world.clock.set(set);
        if (advance) world.clock.advance(Number(advance));
        return { status: 200, body: { now: world.clock.now().toISOString() } };
      }
      case '/__mock/latency':
        setLatency({ min: Number(url.searchParams.get('min') ?? 0), max: Number(url.searchParams.get('max') ?? 0) });
        return { status: 200, body: { ok: true } };
      case '/__mock/state':
        return { status: 200, body: { now: world.clock.now().toISOString() } };
      default:
        return { status: 404, body: { error: `unknown admin route ${url.pathname}` } };
    }
  };

  const server = createHttpServer((incoming, outgoing) => {
    void handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  });

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = new URL(incoming.url ?? '/', `${schemeOf(incoming)}://${incoming.headers.host ?? 'localhost'}`);
    if (url.pathname.startsWith('/__mock/')) {
      const { status, body } = admin(url);
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
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
  console.log(`Mock API (the mock world over HTTP) on ${api.url}; admin routes under /__mock/ (scripts/mock-api.ts).`);
}

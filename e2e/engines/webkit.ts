import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { miniBrowserPath, webkitDriverPath } from '../../scripts/browser.ts';
import type { EngineTab, Key } from '../driver.ts';
import { resolveInPage } from '../inPage.ts';

/**
 * WebKitGTK's MiniBrowser through Debian's `WebKitWebDriver` (classic W3C WebDriver over HTTP, spoken here with
 * `fetch`), under an Xvfb display the harness starts (MiniBrowser's `--headless` hung session creation). Classic
 * WebDriver has no console or network events: errors and CSP violations are not collected in WebKit.
 * The driver serves one session at a time, and the browser's language comes from its environment: one driver per
 * language, one session (one MiniBrowser, fresh storage) per tab.
 */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
const keys: Record<Key, string> = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' };

interface WebDriverError {
  error: string;
  message: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts Xvfb on a free display (it names the display once it is ready). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const fd = xvfb.stdio[3];
    if (!fd) return reject(new Error('Xvfb: no display pipe'));
    fd.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display, process: xvfb };
}

/**
 * The environment that gives MiniBrowser a language: WebKitGTK takes it from the C library's locale, which must
 * exist; Debian machines often have only C.UTF-8, so the locale is compiled (`localedef`, from the `locales`
 * package's sources) into a folder of its own and named by LOCPATH.
 */
function localeEnvironment(locale: string): NodeJS.ProcessEnv {
  const name = `${locale.replace('-', '_')}.UTF-8`;
  const folder = join(tmpdir(), 'e2e-webkit-locales');
  if (!existsSync(join(folder, name))) {
    mkdirSync(folder, { recursive: true });
    try {
      execFileSync('localedef', ['-i', locale.replace('-', '_'), '-f', 'UTF-8', join(folder, name)], { stdio: 'pipe' });
    } catch (error) {
      // localedef exits 1 on warnings while still writing the locale.
      if (!existsSync(join(folder, name))) throw new Error(`localedef could not compile ${name} (is Debian's locales package installed?): ${String(error)}`);
    }
  }
  // Under a Korean locale GTK's default input method drops Shift from typed keys ("@" arrives as "2"): the simple one.
  return { LANG: name, LOCPATH: folder, GTK_IM_MODULE: 'gtk-im-context-simple' };
}

class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      // A command that never answers fails the step with its name rather than the whole test with a timeout.
      signal: AbortSignal.timeout(30_000),
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const { value } = (await response.json()) as { value: T | WebDriverError };
    if (!response.ok) {
      const { error, message } = value as WebDriverError;
      throw new Error(`WebDriver ${method} ${path}: ${error}: ${message}`);
    }
    return value as T;
  }
}

export class WebKit {
  private xvfb: Promise<{ display: string; process: ChildProcess }> | null = null;
  private readonly drivers = new Map<string, Promise<{ base: string; process: ChildProcess }>>();

  private async driver(locale: string) {
    let driver = this.drivers.get(locale);
    if (!driver) {
      driver = (async () => {
        this.xvfb ??= startXvfb();
        const { display } = await this.xvfb;
        const port = await freePort();
        const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display, ...localeEnvironment(locale) };
        delete env.LANGUAGE;
        delete env.LC_ALL;
        delete env.LC_MESSAGES;
        const child = spawn(webkitDriverPath, [`--port=${port}`], { env, stdio: 'ignore' });
        const base = `http://127.0.0.1:${port}`;
        for (let attempt = 0; ; attempt += 1) {
          try {
            if ((await fetch(`${base}/status`)).ok) break;
          } catch (error) {
            if (attempt > 100) throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return { base, process: child };
      })();
      this.drivers.set(locale, driver);
    }
    return driver;
  }

  /** A new MiniBrowser session (fresh cookies, storage and cache). */
  async newTab(locale: string): Promise<EngineTab> {
    const { base } = await this.driver(locale);
    const response = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
          },
        },
      }),
    });
    const { value } = (await response.json()) as { value: { sessionId: string } | WebDriverError };
    if (!response.ok || !('sessionId' in value)) throw new Error(`WebKitWebDriver: no session: ${JSON.stringify(value)}`);
    const session = new WebDriverSession(base, value.sessionId);
    await session.call('POST', '/window/rect', { width: 1280, height: 720 });

    const execute = <R>(script: string, args: unknown[]) => session.call<R>('POST', '/execute/sync', { script, args });
    const keyActions = (values: string[]) =>
      session.call('POST', '/actions', {
        actions: [{ type: 'key', id: 'keyboard', actions: values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }],
      });
    return {
      errors: [],
      cspViolations: [],
      goto: async (url) => {
        await session.call('POST', '/url', { url });
      },
      url: () => session.call<string>('GET', '/url'),
      back: async () => {
        await session.call('POST', '/back', {});
      },
      evaluate: (fn, arg) => execute<unknown>(`return (${fn.toString()})(arguments[0]);`, [arg ?? null]),
      act: async (query, action) => {
        const [element] = await execute<Record<string, string>[]>(`return (${resolveInPage.toString()})(arguments[0]);`, [query]);
        const id = element?.[elementKey];
        if (!id) throw new Error(`no element for ${JSON.stringify(query.steps)}`);
        if (action.kind === 'click') {
          await session.call('POST', `/element/${id}/click`, {});
        } else if (action.kind === 'fill') {
          const value = await session.call<string | null>('GET', `/element/${id}/property/value`);
          if (value) await session.call('POST', `/element/${id}/clear`, {});
          await session.call('POST', `/element/${id}/value`, { text: action.text });
        } else if (action.kind === 'select') {
          // WebDriver's element click on an <option> chooses it in its select (and sends input and change).
          const option = await execute<Record<string, string> | null>(
            'return [...arguments[0].options].find((option) => option.label === arguments[1]) ?? null;',
            [{ [elementKey]: id }, action.label],
          );
          const optionId = option?.[elementKey];
          if (!optionId) throw new Error(`no option ${action.label}`);
          await session.call('POST', `/element/${optionId}/click`, {});
        } else {
          await session.call('POST', `/element/${id}/value`, { text: action.path });
        }
      },
      press: async (key) => {
        await keyActions([keys[key]]);
      },
      type: async (text) => {
        await keyActions([...text]);
      },
      close: async () => {
        await session.call('DELETE', '');
      },
    };
  }

  async close() {
    for (const driver of this.drivers.values()) (await driver).process.kill();
    this.drivers.clear();
    if (this.xvfb) (await this.xvfb).process.kill();
    this.xvfb = null;
  }
}

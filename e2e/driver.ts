/**
 * An engine-neutral driver for the e2e journeys, so the same journey code runs in Chromium (Playwright), Firefox
 * ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (classic WebDriver): e2e/engines/*.ts implement the few
 * primitives of `EngineTab`; everything a journey calls (locators that wait, role and text queries, polls of the
 * address) is built here on top of them, with Playwright's names and meaning (strict locators: an action or a read
 * on a locator that matches several elements fails).
 *
 *   const tab = await app.open('firefox', { locale: 'en-US' });
 *   await tab.goto(app.url('/'));
 *   await tab.waitForPath('/en/signin');
 *   await tab.getByRole('banner').getByRole('button', { name: /한국어/ }).click();
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveInPage, type ElementState, type Query, type Step, type TextMatch } from './inPage.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** Keys the journeys press (WebDriver needs each one's code point). */
export type Key = 'Escape' | 'Enter' | 'Tab';

export type ElementAction =
  | { kind: 'click' }
  | { kind: 'fill'; text: string }
  | { kind: 'files'; path: string }
  | { kind: 'select'; label: string };

/** What each engine implements (e2e/engines/). */
export interface EngineTab {
  goto: (url: string) => Promise<void>;
  url: () => Promise<string>;
  /** Starts going back one history entry; the journey then waits for the address it expects. */
  back: () => Promise<void>;
  /** `fn(arg)` in the page (its JSON result); `fn` must be self-contained (its source text is sent). */
  evaluate: (fn: PageFunction, arg: unknown) => Promise<unknown>;
  /** The action on the first element `resolveInPage(query)` returns (an `elements` query). */
  act: (query: Query, action: ElementAction) => Promise<void>;
  press: (key: Key) => Promise<void>;
  /** Types into the focused element. */
  type: (text: string) => Promise<void>;
  close: () => Promise<void>;
  /** Uncaught errors and console errors; CSP violations. Not collected in WebKit (classic WebDriver has no events). */
  errors: string[];
  cspViolations: string[];
}

/** A function run in the page, of any argument. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument type; each engine serialises it
export type PageFunction = (arg: any) => unknown;

export interface OpenOptions {
  /** The browser's language (navigator.languages), default ko-KR. */
  locale?: string;
}

const pattern = (text: string | RegExp): TextMatch => (typeof text === 'string' ? text : { source: text.source, flags: text.flags });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultTimeout = 10_000;

/** Polls `probe` until it returns a value (not undefined) or the time is up. Errors while polling (a page
 *  navigating away under an evaluation) count as "not yet". */
async function until<T>(what: string | (() => string), timeout: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof StrictModeError) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms: ${typeof what === 'string' ? what : what()}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await sleep(100);
  }
}

class StrictModeError extends Error {}

export class Locator {
  constructor(
    private readonly tab: EngineTab,
    private readonly steps: Step[],
  ) {}

  private describe() {
    return JSON.stringify(this.steps);
  }

  private with(step: Step) {
    return new Locator(this.tab, [...this.steps, step]);
  }

  locator(css: string) {
    return this.with({ css });
  }

  getByRole(role: string, options: { name?: string | RegExp; exact?: boolean } = {}) {
    return this.with({ role, ...(options.name === undefined ? {} : { name: pattern(options.name) }), ...(options.exact ? { exact: true } : {}) });
  }

  filter(options: { hasText?: string | RegExp; has?: Locator }) {
    const steps: Step[] = [];
    if (options.hasText !== undefined) steps.push({ hasText: pattern(options.hasText) });
    if (options.has) steps.push({ has: options.has.steps });
    return new Locator(this.tab, [...this.steps, ...steps]);
  }

  first() {
    return this.with({ nth: 0 });
  }

  last() {
    return this.with({ nth: -1 });
  }

  private state(attribute?: string) {
    return this.tab.evaluate(resolveInPage, { steps: this.steps, op: 'state', ...(attribute ? { attribute } : {}) }) as Promise<ElementState>;
  }

  private strict(state: ElementState) {
    if (state.count > 1) throw new StrictModeError(`${this.describe()} matches ${state.count} elements`);
  }

  /** Waits for the one element to be attached (exactly one match) and returns its state. */
  private async attached(what: string, timeout: number, attribute?: string) {
    return until(`${what} ${this.describe()}`, timeout, async () => {
      const state = await this.state(attribute);
      this.strict(state);
      return state.count === 1 ? state : undefined;
    });
  }

  /** Waits for the one element to be visible. */
  async waitFor({ timeout = defaultTimeout }: { timeout?: number } = {}) {
    await until(`visible ${this.describe()}`, timeout, async () => {
      const state = await this.state();
      this.strict(state);
      return state.visible ? true : undefined;
    });
  }

  /** Waits for the one element to be visible, enabled and still (the same box twice), then acts on it. */
  private async act(action: ElementAction, timeout: number) {
    let box = '';
    await until(`actionable ${this.describe()}`, timeout, async () => {
      const state = await this.state();
      this.strict(state);
      const still = state.box === box;
      box = state.box;
      return state.count === 1 && state.visible && state.enabled && still ? true : undefined;
    });
    await this.tab.act({ steps: this.steps, op: 'elements' }, action);
  }

  click({ timeout = defaultTimeout }: { timeout?: number } = {}) {
    return this.act({ kind: 'click' }, timeout);
  }

  fill(text: string, { timeout = defaultTimeout }: { timeout?: number } = {}) {
    return this.act({ kind: 'fill', text }, timeout);
  }

  /** Chooses the option of this native `<select>` whose text is `label`, as a user picks it in the browser's list. */
  selectOption({ label }: { label: string }, { timeout = defaultTimeout }: { timeout?: number } = {}) {
    return this.act({ kind: 'select', label }, timeout);
  }

  /** Sets a file input's file (written to a temporary folder under its name; the type follows from the name). */
  async setInputFiles(file: { name: string; buffer: Buffer }, { timeout = defaultTimeout }: { timeout?: number } = {}) {
    const path = join(mkdtempSync(join(tmpdir(), 'e2e-upload-')), file.name);
    writeFileSync(path, file.buffer);
    await this.attached('file input', timeout);
    await this.tab.act({ steps: this.steps, op: 'elements' }, { kind: 'files', path });
  }

  async innerText() {
    return (await this.attached('innerText of', defaultTimeout)).text;
  }

  async getAttribute(name: string) {
    return (await this.attached(`attribute ${name} of`, defaultTimeout, name)).attribute;
  }

  async isVisible() {
    const state = await this.state();
    this.strict(state);
    return state.visible;
  }

  count() {
    return this.tab.evaluate(resolveInPage, { steps: this.steps, op: 'count' }) as Promise<number>;
  }

  allInnerTexts() {
    return this.tab.evaluate(resolveInPage, { steps: this.steps, op: 'texts' }) as Promise<string[]>;
  }
}

/** A browser tab of one engine, with the journeys' vocabulary. */
export class Tab {
  constructor(
    readonly engine: Engine,
    private readonly engineTab: EngineTab,
  ) {}

  get errors() {
    return this.engineTab.errors;
  }

  get cspViolations() {
    return this.engineTab.cspViolations;
  }

  /** Whether the engine reports console errors and CSP violations (WebKit's classic WebDriver cannot). */
  get collectsConsole() {
    return this.engine !== 'webkit';
  }

  goto(url: string) {
    return this.engineTab.goto(url);
  }

  async url() {
    return new URL(await this.engineTab.url());
  }

  /** Waits until the address's path is `path` (or passes the test). */
  async waitForPath(path: string | ((pathname: string, url: URL) => boolean), { timeout = 15_000 }: { timeout?: number } = {}) {
    const test = typeof path === 'string' ? (pathname: string) => pathname === path : path;
    let last = '';
    await until(() => `the address to match ${String(path)} (last: ${last})`, timeout, async () => {
      const url = await this.url();
      last = url.pathname;
      return test(url.pathname, url) ? true : undefined;
    });
  }

  back() {
    return this.engineTab.back();
  }

  locator(css: string) {
    return new Locator(this.engineTab, [{ css }]);
  }

  getByRole(role: string, options: { name?: string | RegExp; exact?: boolean } = {}) {
    return new Locator(this.engineTab, []).getByRole(role, options);
  }

  press(key: Key) {
    return this.engineTab.press(key);
  }

  type(text: string) {
    return this.engineTab.type(text);
  }

  /** `fn()` in the page: it must be self-contained. */
  evaluate<R>(fn: () => R) {
    return this.engineTab.evaluate(fn, undefined) as Promise<Awaited<R>>;
  }

  close() {
    return this.engineTab.close();
  }
}

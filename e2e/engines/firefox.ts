import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { firefoxPath } from '../../scripts/browser.ts';
import type { EngineTab } from '../driver.ts';
import { resolveInPage } from '../inPage.ts';

/**
 * Debian's Firefox ESR through `puppeteer-core` over WebDriver BiDi (Playwright's Firefox needs its own patched
 * build, which cannot be fetched here). The browser's language is a preference, so one browser per language.
 */
export function launchFirefox(locale: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // Playwright's default window, as the Chromium journeys have.
    defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: { 'intl.accept_languages': `${locale}, ${locale.split('-')[0] ?? locale}` },
  });
}

const csp = /Content[- ]Security[- ]Policy/i;

/** A tab in a fresh browser context (its own cookies, storage and cache). */
export async function firefoxTab(browser: Browser): Promise<EngineTab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  // Firefox stops a page's loads as soon as a new navigation starts, and the page's unfinished dynamic imports
  // (chunks loaded when idle) then fail with errors in that page, which Chromium does not report and no user sees:
  // from a navigation the driver starts until the next page's first script, the old page's errors are dropped.
  let leaving = false;
  const documentStarted = 'e2e: document started';
  page.on('console', (message) => {
    const text = message.text();
    if (text === documentStarted) leaving = false;
    else if (csp.test(text)) cspViolations.push(text);
    else if (message.type() === 'error' && !leaving) {
      // An error object shows as "JSHandle@error": say where it was logged from.
      const where = message.stackTrace().slice(0, 3).map((frame) => `${frame.url ?? ''}:${frame.lineNumber ?? ''}`);
      errors.push([text, ...where].join(' at '));
    }
  });
  // Firefox reports a CSP violation as an error of the page.
  page.on('pageerror', (error) => {
    if (error instanceof Error && csp.test(error.message)) cspViolations.push(error.message);
    else if (!leaving) errors.push(String(error));
  });
  // A preload script (WebDriver BiDi), not an inline script, so CSP does not apply to it. It runs before the page's
  // own scripts.
  await page.evaluateOnNewDocument((started) => {
    console.debug(started);
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, documentStarted);
  const element = async (query: Parameters<EngineTab['act']>[0]) => {
    const handle = await page.evaluateHandle(resolveInPage, query);
    const first = (await handle.getProperty('0')).asElement() as ElementHandle<Element> | null;
    if (!first) throw new Error(`no element for ${JSON.stringify(query.steps)}`);
    return first;
  };
  return {
    errors,
    cspViolations,
    goto: async (url) => {
      leaving = true;
      try {
        await page.goto(url);
      } catch (error) {
        // A navigation the page started itself at that moment (e.g. the sign-in's redirect) aborts ours: send it again.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(url);
      }
    },
    url: () => Promise.resolve(page.url()),
    back: async () => {
      leaving = true;
      // Not `page.goBack()`: it waits for a load that the console's guard may replace with its own redirect (back
      // into the console after signing out), and then timed out after 30 s on a busy CI machine. The journey waits
      // for the address it expects.
      await page.evaluate(() => history.back());
    },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    act: async (query, action) => {
      const target = await element(query);
      if (action.kind === 'click') {
        await target.click();
      } else if (action.kind === 'fill') {
        // As Playwright's fill: focus, replace what is there, type the text.
        const hadValue = await target.evaluate((node) => {
          (node as HTMLElement).focus();
          const field = node as HTMLInputElement;
          if (!field.value) return false;
          field.select();
          return true;
        });
        if (hadValue) await page.keyboard.press('Backspace');
        await page.keyboard.type(action.text);
      } else if (action.kind === 'select') {
        // Puppeteer chooses by value (and sends input and change, as a pick in the list does).
        const select = target as ElementHandle<HTMLSelectElement>;
        const value = await select.evaluate((node, label) => [...node.options].find((option) => option.label === label)?.value, action.label);
        if (value === undefined) throw new Error(`no option ${action.label}`);
        await select.select(value);
      } else {
        await (target as ElementHandle<HTMLInputElement>).uploadFile(action.path);
      }
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    close: () => context.close(),
  };
}

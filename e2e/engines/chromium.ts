import type { Page } from 'playwright';
import type { EngineTab } from '../driver.ts';
import { resolveInPage } from '../inPage.ts';

/** Chromium through Playwright: a page of the harness's (which collects errors and CSP violations). */
export function chromiumTab(tab: { page: Page; errors: string[]; cspViolations: string[] }): EngineTab {
  const { page } = tab;
  return {
    errors: tab.errors,
    cspViolations: tab.cspViolations,
    goto: async (url) => {
      await page.goto(url);
    },
    url: () => Promise.resolve(page.url()),
    back: async () => {
      await page.goBack();
    },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    act: async (query, action) => {
      const handle = await page.evaluateHandle(resolveInPage, query);
      const element = (await handle.getProperty('0')).asElement();
      if (!element) throw new Error(`no element for ${JSON.stringify(query.steps)}`);
      if (action.kind === 'click') await element.click();
      else if (action.kind === 'fill') await element.fill(action.text);
      else if (action.kind === 'select') await element.selectOption({ label: action.label });
      else await element.setInputFiles(action.path);
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    close: () => page.context().close(),
  };
}

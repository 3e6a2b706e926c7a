import { beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '@mocks/world/seed';
import type { Engine, Tab } from './driver.ts';
import { startAppForFile } from './harness.ts';

/**
 * A new user's journeys on the production build against the mock world over HTTP (issue 9): "/" in the
 * browser's language, sign in, the dashboard in the account's language, the profile menu, a language change,
 * a deep link while signed out, sign-out and the back button; then (issue 12) inviting a member and sending a
 * contact inquiry with a file, adding and deleting a card; (issue 10) subscribing to a plan and seeing it on the
 * dashboard, cancelling inside the minimum period and reverting. Every step ends with no console error (in the
 * engines that report them: not WebKit, see e2e/engines/webkit.ts).
 *
 * The same journeys run in each engine (issue 32), one file per engine so that they run side by side, each with its
 * own preview server and mock world: journeys.chromium.e2e.ts, journeys.firefox.e2e.ts, journeys.webkit.e2e.ts.
 * Their tests are named `journeys [engine] › …`.
 */
const owner = { email: SEED.ownerEmail, password: SEED.ownerPassword, name: /Kim Minji/ };

/**
 * `smoke`: only the smoke journey (sign in through the mock API, three console pages each with its heading), for an
 * engine whose full run costs more than `npm test` can spend (WebKit, see journeys.webkit.e2e.ts).
 */
export function journeys(engine: Engine, scope: 'all' | 'smoke' = 'all') {
  const app = startAppForFile({ mockApi: true, timeout: 180_000 });

  beforeEach(async () => {
    // Each journey starts from the seeded world (a language change is stored on the account).
    await resetWorld();
  });

  /** Resets the mock API's world, on a named scenario when given (scripts/mock-api.ts). */
  async function resetWorld(scenario?: string) {
    const query = scenario ? `?scenario=${encodeURIComponent(scenario)}` : '';
    await fetch(`${app.mockApi?.url ?? ''}/__mock/reset${query}`, { method: 'POST' });
  }

  async function signIn(tab: Tab) {
    await tab.locator('input[name="email"]').fill(owner.email);
    await tab.locator('input[name="password"]').fill(owner.password);
    await tab.locator('button[type="submit"]').click();
  }

  async function signInToDashboard(tab: Tab) {
    await tab.goto(app.url('/ko/signin'));
    await signIn(tab);
    await tab.waitForPath('/ko/console/dashboard');
  }

  /** A new tab signed in as the owner on the dashboard, on a named scenario's world when given. */
  async function signedInTab(scenario?: string): Promise<Tab> {
    if (scenario) await resetWorld(scenario);
    const tab = await app.open(engine);
    await signInToDashboard(tab);
    return tab;
  }

  /** A product's card in the dashboard's services block (the blog and use-case cards have no tenant state). */
  async function serviceCard(tab: Tab, productName: string) {
    await tab.goto(app.url('/ko/console/dashboard'));
    const card = tab
      .locator('ul[role="list"] > li')
      .filter({ has: tab.locator('[data-card-kind]') })
      .filter({ has: tab.getByRole('heading', { name: productName, exact: true }) });
    await card.waitFor({ timeout: 15_000 });
    return card;
  }

  /** A journey of the full set (not in a smoke run). */
  function journey(name: string, test: () => Promise<void>) {
    if (scope === 'all') it(name, test);
  }

  function noErrors(step: string, tab: Tab) {
    expect(tab.errors, `console errors after: ${step}`).toEqual([]);
    expect(tab.cspViolations, `CSP violations after: ${step}`).toEqual([]);
  }

  describe(`journeys [${engine}]`, () => {
    if (scope === 'smoke') it('smoke: signs in and opens three console pages, each with its heading', async () => {
      const tab = await signedInTab();
      await expect.poll(() => tab.locator('main h1').first().innerText(), { timeout: 15_000 }).toMatch(owner.name);
      for (const page of ['/ko/console/account', '/ko/console/member', '/ko/console/payment/method']) {
        await tab.goto(app.url(page));
        await tab.waitForPath(page);
        const heading = tab.locator('main h1').first();
        await heading.waitFor({ timeout: 15_000 });
        await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toMatch(/\S/);
        noErrors(`open ${page}`, tab);
      }
      await tab.close();
    });
    journey('"/" opens sign-in in the browser language; sign-in lands on the dashboard in the account language', async () => {
      const tab = await app.open(engine, { locale: 'en-US' });
      await tab.goto(app.url('/'));
      await tab.waitForPath('/en/signin');
      await tab.locator('input[name="email"]').waitFor();
      await expect.poll(() => tab.locator('html').getAttribute('lang')).toBe('en');
      noErrors('"/" to sign-in', tab);

      await signIn(tab);
      // The owner's account speaks Korean: the address moves to /ko once the profile loads.
      await tab.waitForPath('/ko/console/dashboard');
      await expect.poll(() => tab.locator('main h1').first().innerText(), { timeout: 15_000 }).toMatch(owner.name);
      await expect.poll(() => tab.locator('html').getAttribute('lang')).toBe('ko');
      noErrors('sign in to the dashboard', tab);
      await tab.close();
    });

    journey('opens the profile menu, changes the language (toast after the reload), signs out; back shows no console data', async () => {
      const tab = await signedInTab();
      await expect.poll(() => tab.locator('main h1').first().innerText(), { timeout: 15_000 }).toMatch(owner.name);

      const bannerButtons = tab.getByRole('banner').getByRole('button');
      await bannerButtons.last().click();
      // The menu's code may still be arriving on a busy machine (the stories run alongside in CI): wait as for a page.
      await expect.poll(() => tab.getByRole('menu').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await tab.getByRole('menu').getByRole('menuitem').count()).toBeGreaterThanOrEqual(4);
      await tab.press('Escape');
      noErrors('profile menu', tab);

      // The language picker's name ends with the current language's own name (the button order changes as the top bar grows).
      await tab.getByRole('banner').getByRole('button', { name: /한국어/ }).click();
      await tab.getByRole('menuitem', { name: 'English' }).click();
      await tab.waitForPath('/en/console/dashboard');
      await expect.poll(() => tab.locator('html').getAttribute('lang'), { timeout: 15_000 }).toBe('en');
      // The "language changed" toast was queued before the reload and shows after it.
      await expect.poll(() => tab.locator('[role="alertdialog"], [role="status"], [role="alert"]').allInnerTexts(), { timeout: 10_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(/language/i)]));
      noErrors('language change', tab);

      await tab.getByRole('banner').getByRole('button').last().click();
      await tab.locator('[role="menuitem"][data-key="signout"]').click();
      await tab.waitForPath('/en/signin');
      noErrors('sign out', tab);

      await tab.back();
      // The guard sends a signed-out visitor to "/" and on to sign-in: the dashboard never shows.
      await tab.waitForPath((pathname) => pathname.endsWith('/signin'));
      expect(await tab.locator('body').innerText()).not.toMatch(owner.name);
      noErrors('back after sign-out', tab);
      await tab.close();
    });

    journey('a deep link while signed out goes through sign-in and arrives where it pointed', async () => {
      const tab = await app.open(engine);
      await tab.goto(app.url('/ko/console/account'));
      await tab.waitForPath('/ko/signin');
      noErrors('deep link while signed out', tab);
      await signIn(tab);
      await tab.waitForPath('/ko/console/account');
      await expect.poll(() => tab.locator('main h1').first().isVisible(), { timeout: 15_000 }).toBe(true);
      noErrors('sign in to the saved page', tab);
      await tab.close();
    });

    journey('signs up from the mailed link: region, password, then the console asks for the name', async () => {
      const tab = await app.open(engine);
      await tab.goto(app.url('/ko/signup/setting-region?id=signup-pending'));
      await tab.locator('h1#signup-region-title').waitFor({ timeout: 15_000 });
      await tab.locator('button[type="submit"]').click();
      await tab.waitForPath('/ko/signup/setting-password');
      await tab.locator('input[name="temporaryPassword"]').fill('Temp!4826');
      await tab.locator('input[name="newPassword"]').fill('Harbour#2468');
      await tab.locator('input[name="verifyPassword"]').fill('Harbour#2468');
      await tab.locator('button[type="submit"]').click();
      await tab.locator('h1#extra-info-title').waitFor({ timeout: 15_000 });
      noErrors('sign-up to the extra-information card', tab);
      await tab.close();
    });

    journey('invites a member from the member list and sees the pending row', async () => {
      const tab = await signedInTab();
      await tab.goto(app.url('/ko/console/member'));
      await tab.locator('[data-action="invite"]').click({ timeout: 15_000 });
      await tab.locator('input[name="email-0"]').fill('new.colleague@acme-retail.example');
      await tab.locator('button[type="submit"][form="invite-members-form"]').click();
      const row = tab.getByRole('row').filter({ hasText: 'new.colleague@acme-retail.example' });
      await row.waitFor({ timeout: 15_000 });
      await expect.poll(() => row.locator('[data-vocabulary="member"]').getAttribute('data-status')).toBe('Pending');
      noErrors('invite a member', tab);
      await tab.close();
    });

    journey('sends a contact inquiry with a file and sees the confirmation', async () => {
      const tab = await signedInTab();
      await tab.goto(app.url('/ko/console/contact-us'));
      await tab.locator('input[name="title"]').fill('Waiting room shows the wrong language', { timeout: 15_000 });
      await tab.locator('textarea[name="content"]').fill('Visitors from Spain see the Korean waiting tab. Screenshot attached.');
      await tab.locator('input[type="file"]').setInputFiles({
        name: 'waiting-room.png',
        buffer: Buffer.alloc(200 * 1024, 1),
      });
      await expect.poll(() => tab.locator('form ul[aria-label] > li').count()).toBe(1);
      await tab.locator('form button[type="submit"]').click();
      await tab.waitForPath('/ko/console/contact/success');
      await tab.locator('[data-page="contact-success"] h1').waitFor({ timeout: 15_000 });
      noErrors('contact inquiry with a file', tab);
      await tab.close();
    });

    journey('adds a card, sees it in the list and deletes it', async () => {
      const tab = await signedInTab();
      await tab.goto(app.url('/ko/console/payment/method'));
      await tab.locator('a[data-action="add-card"]').click({ timeout: 15_000 });
      await tab.waitForPath('/ko/console/setting/payment-method');
      await tab.locator('input[name="name"]').fill('Travel Visa', { timeout: 15_000 });
      await tab.locator('input[name="number"]').fill('4242424242424242');
      await tab.locator('input[name="expiry"]').fill('12/29');
      await tab.locator('input[name="cvc"]').fill('123');
      await tab.locator('input[name="passwordFirstTwo"]').fill('12');
      await tab.locator('input[name="birthDate"]').fill('900101');
      await tab.locator('form button[type="submit"]').click();
      await tab.waitForPath('/ko/console/payment/method');
      const card = tab.locator('[data-card]').filter({ hasText: 'Travel Visa' });
      await card.waitFor({ timeout: 15_000 });
      await expect.poll(() => tab.locator('[data-card]').count()).toBe(3);
      noErrors('add a card', tab);

      await card.locator('[data-action="delete-card"]').click();
      // The confirmation, not a toast (toasts are alert dialogs with a tone).
      await tab.locator('[role="alertdialog"]:not([data-tone])').getByRole('button').last().click();
      await expect.poll(() => tab.locator('[data-card]').filter({ hasText: 'Travel Visa' }).count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => tab.locator('[data-card]').count()).toBe(2);
      noErrors('delete the card', tab);
      await tab.close();
    });

    journey('subscribes to a plan with a card and sees it on the dashboard, configuring', async () => {
      const tab = await signedInTab('noSubscriptions');
            const before = await serviceCard(tab, 'NetFUNNEL');
      await expect.poll(() => before.locator('[data-card-kind]').getAttribute('data-card-kind')).toBe('notSubscribed');

      await tab.goto(app.url('/ko/console/plan/subscribe/netfunnel'));
      await tab.locator('[data-plans="netfunnel"] a[href$="/confirm/NF_SMALL"]').click({ timeout: 15_000 });
      const form = tab.locator('form[data-kind="SUBSCRIBE"]');
      await form.waitFor({ timeout: 15_000 });
      await form.locator('label:has(input[type="radio"])').first().click();
      await form.locator('label:has(input[type="checkbox"])').first().click();
      await form.locator('button[type="submit"]').click();
      await tab.waitForPath('/ko/console/product/netfunnel/dashboard');
      noErrors('subscribe to NetFUNNEL Small', tab);

      // A new subscription configures its service for about 10 minutes.
      const after = await serviceCard(tab, 'NetFUNNEL');
      await expect.poll(() => after.locator('[data-card-kind]').getAttribute('data-card-kind'), { timeout: 15_000 }).toBe('configuring');
      await expect.poll(() => after.innerText()).toContain('Small');
      noErrors('the new plan on the dashboard', tab);
      await tab.close();
    });

    journey('cancels a plan inside its minimum period (scheduled, shown on the dashboard) and reverts it', async () => {
      const tab = await signedInTab('mbusterInMinimumPeriod');
            const running = await (await serviceCard(tab, 'mBuster')).innerText();

      await tab.goto(app.url('/ko/console/plan/subscribe/mbuster'));
      await tab.locator('[data-plans="mbuster"] a[href$="/cancel/sub-mb"]').click({ timeout: 15_000 });
      const live = tab.locator('[data-cancel="live"]');
      await live.waitFor({ timeout: 15_000 });
      await live.locator('button').last().click();
      // The destructive confirmation (toasts are alert dialogs with a tone).
      await tab.locator('[role="alertdialog"]:not([data-tone])').getByRole('button').last().click();
      await tab.locator('[data-cancel="scheduled"]').waitFor({ timeout: 15_000 });
      noErrors('cancel within the minimum period', tab);

      // The card now says until when it runs.
      await expect.poll(async () => (await serviceCard(tab, 'mBuster')).innerText(), { timeout: 15_000 }).not.toBe(running);

      await tab.goto(app.url('/ko/console/plan/subscribe/mbuster'));
      await tab.locator('[data-state="CANCEL_SCHEDULED"]').waitFor({ timeout: 15_000 });
      await tab.locator('[role="status"]:has([data-scheduled-cancel]) button').click();
      await tab.locator('[data-state="ACTIVE"]').waitFor({ timeout: 15_000 });
      noErrors('revert the cancellation', tab);

      await expect.poll(async () => (await serviceCard(tab, 'mBuster')).innerText(), { timeout: 15_000 }).toBe(running);
      await tab.close();
    });

    journey('filters contracts by year with the native select', async () => {
      const tab = await signedInTab();
      await tab.goto(app.url('/ko/console/account/contract'));
      // The design system's Select is a native <select>: the browser's (the phone's) own list, no script of ours.
      const year = tab.locator('[role="search"] select').first();
      await year.waitFor({ timeout: 15_000 });
      // The oldest year, the last option once the contracts' years are in (a closed select's options have no rendered
      // text: read their label).
      const lastLabel = () => tab.evaluate(() => [...(document.querySelector<HTMLSelectElement>('[role="search"] select')?.options ?? [])].at(-1)?.label ?? '');
      await expect.poll(lastLabel, { timeout: 15_000 }).toMatch(/\d{4}/);
      const label = await lastLabel();
      await year.selectOption({ label });
      await expect.poll(async () => (await tab.url()).searchParams.get('year')).toBe(label.replace(/\D/g, ''));
      await expect.poll(() => tab.evaluate(() => document.querySelector<HTMLSelectElement>('[role="search"] select')?.selectedOptions[0]?.label)).toBe(label);
      noErrors('filter contracts by year', tab);
      await tab.close();
    });

    journey("opens the activity log's calendar when its button is pressed before the calendar's code arrived", async () => {
      const tab = await signedInTab();
      // The calendar's popover loads on the picker's first opening (or when the field is hovered or focused), not
      // with the page: hold it back until the button has been pressed. The picker shows for a custom range.
      const calendarPopover = app.holdBack('design-system/DatePicker/CalendarPopover.tsx');
      await tab.goto(app.url('/ko/console/account/log?period=custom'));
      const open = tab.locator('[role="group"] button[aria-haspopup="dialog"]').first();
      await open.waitFor({ timeout: 15_000 });
      expect(calendarPopover.requested()).toBe(false);
      await open.click();
      await expect.poll(calendarPopover.requested, { timeout: 15_000 }).toBe(true);
      expect(await tab.getByRole('dialog').count()).toBe(0);
      calendarPopover.release();
      // The calendar shows by itself once its code is there, with focus on a day.
      const calendar = tab.getByRole('dialog');
      await calendar.waitFor({ timeout: 15_000 });
      await expect.poll(() => tab.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      await expect.poll(() => calendar.getByRole('grid').count()).toBeGreaterThan(0);
      await tab.press('Escape');
      await expect.poll(() => tab.getByRole('dialog').count()).toBe(0);
      noErrors('open the calendar', tab);
      await tab.close();
    });
  });
}

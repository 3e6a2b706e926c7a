import { journeys } from './journeys.ts';

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, under Xvfb. `npm test` runs the smoke journey here (sign
 * in, three console pages with their headings, about 15 s); the eleven journeys pass here too but cost 2 to 2.5
 * minutes of a test worker on the 2-core machine, which the 20-minute `npm test` cannot spare: `E2E_WEBKIT_JOURNEYS=all`
 * runs them all. No console errors or CSP violations are collected in WebKit (classic WebDriver has no events for
 * them): Chromium and Firefox check those.
 */
journeys('webkit', process.env.E2E_WEBKIT_JOURNEYS === 'all' ? 'all' : 'smoke');

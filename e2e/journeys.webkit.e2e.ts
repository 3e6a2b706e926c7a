import { journeys } from './journeys.ts';

/**
 * The journeys (e2e/journeys.ts) in WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, under Xvfb. No console
 * errors or CSP violations are collected here (classic WebDriver has no events for them): the other engines check those.
 */
journeys('webkit');

import { journeys } from './journeys.ts';

/** The journeys (e2e/journeys.ts) in Debian Chromium through Playwright. */
journeys('chromium');

import { journeys } from './journeys.ts';

/** The journeys (e2e/journeys.ts) in Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. */
journeys('firefox');

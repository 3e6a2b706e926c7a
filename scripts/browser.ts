/**
 * The browser every tool uses: Debian's Chromium, never a downloaded build.
 * The flags keep it quiet on a machine without internet (no background connections).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

/** The test iframe's window: large enough that Vitest does not scale stories down. */
export const screenshotViewport = { width: 1280, height: 800 };

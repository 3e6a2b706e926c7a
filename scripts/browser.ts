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

/**
 * The other engines the e2e journeys run in (e2e/engines/): Debian's Firefox ESR, driven over WebDriver BiDi by
 * `puppeteer-core`, and WebKitGTK's MiniBrowser, driven by `WebKitWebDriver` (package webkit2gtk-driver) under Xvfb.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The MiniBrowser of libwebkit2gtk-4.1-0 (`dpkg -L libwebkit2gtk-4.1-0 | grep MiniBrowser`). */
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

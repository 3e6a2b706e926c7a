/**
 * Starts the browser's `Intl` data (the list of locales its formatters support) in a task of its own while start-up
 * waits for the network. The first `Intl` call of a page pays for it, and that call is react-aria's: its locale
 * module asks `Intl.DateTimeFormat.supportedLocalesOf` as it loads, inside the task that evaluates the shell's code.
 * On Lighthouse's phone (4x slower CPU) that one call took about 70 ms of a 118 ms task (docs/performance.md).
 */
export function warmIntlSoon(locale: string): void {
  setTimeout(() => {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
  }, 0);
}

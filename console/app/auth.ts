/** A session exists when the token pair is in session storage or still in the shared cookies. */
export function hasSession(): boolean {
  const inSession = Boolean(sessionStorage.getItem('scpToken') && sessionStorage.getItem('userKey'));
  const inCookies = /(?:^|;\s*)scpToken=/.test(document.cookie) && /(?:^|;\s*)userKey=/.test(document.cookie);
  return inSession || inCookies;
}

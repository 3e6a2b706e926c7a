/**
 * The mock API's admin routes (`npm run mock-api`, scripts/mock-api.ts): never part of the contract, and never in
 * the console's bundle (only the Node script loads this file). They drive the active world over plain HTTP, so a
 * production build, the end-to-end suite or a person with a browser can switch scenarios, move the clock, slow
 * the answers, make operations fail, and read the mails the server "sent":
 *
 *   POST /__mock/reset?scenario=a+b&now=…&failure=…   a fresh world (defaults for what is not given): { now }
 *   POST /__mock/clock?set=2026-12-05T09:00:00Z        or ?advance=86400000 (ms); the world lives through it: { now }
 *   POST /__mock/latency?min=150&max=400               every answer waits that long (0 by default)
 *   POST /__mock/failure?failure=status500:members.invite   the failure overlays of the current world ('' clears)
 *   GET  /__mock/state                                  clock, scenario, latency, failures, mail count
 *   GET  /__mock/outbox.json                            the mails, newest first, with their links and codes
 *   GET  /__mock/outbox                                 the same as a plain HTML page (`?console=` the console's origin)
 *
 * Any method works on every route (a browser's address bar sends GET). Requests are Fetch API objects, answers
 * Fetch API responses: the same code is tested without a server (mocks/tests/admin.test.ts).
 */
import { resetWorld, currentWorld, currentLatency, setLatency } from './world/current';
import { settle } from './world/rules/lifecycle';
import { formatFailures, parseFailures } from './scenarios/failures';
import { scenarioNames } from './scenarios/definitions';
import { worldSetup } from './scenarios/registry';
import type { MailRec } from './world/types';

export interface AdminOptions {
  /** Where the console is served, for the links of the outbox page. @default 'http://localhost:4173' (vite preview) */
  consoleOrigin?: string;
}

/** A mail as the outbox shows it: its text, and the console address and code a reader needs. */
export interface OutboxMail {
  to: string;
  subject: string;
  sentAt: string;
  text: string;
  /** The console path with its language segment (`/ko/signin/reset-pw?token=…`), or null. */
  path: string | null;
  /** `path` on the console's origin, or null. */
  url: string | null;
  /** A verification code or a temporary password to type, or null. */
  code: string | null;
}

const LOCALES = ['ko', 'en', 'ja', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const isLocale = (value: string | null): value is Locale => value !== null && (LOCALES as readonly string[]).includes(value);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** Text for HTML: every character that could open markup or leave an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Resets the active world from `scenario`, `now` and `failure` parameters; an unknown scenario is a 400. */
export function resetFromParams(params: URLSearchParams): Response | null {
  const scenario = params.get('scenario')?.trim().replace(/\s+/g, '+') || undefined;
  const unknown = (scenario ?? '').split('+').filter((name) => name && !(scenarioNames as string[]).includes(name));
  if (unknown.length > 0) return json({ error: `unknown scenario ${unknown.join(', ')}`, scenarios: scenarioNames }, 400);
  const now = params.get('now') ?? undefined;
  if (now !== undefined && Number.isNaN(new Date(now).getTime())) return json({ error: `not a date: ${now}` }, 400);
  const failures = parseFailures(params.get('failure'));
  resetWorld(worldSetup({ ...(scenario ? { scenario } : {}), ...(now ? { now } : {}), ...(failures.length ? { failures } : {}) }));
  return null;
}

function state() {
  const world = currentWorld();
  return {
    now: world.clock.nowIso(),
    scenario: world.scenarioNames.join('+') || 'ownerAllProductsRunning',
    latency: currentLatency(),
    failure: formatFailures(world.failures),
    mails: world.data.outbox.length,
  };
}

/** The outbox, newest first; links open in the mail's own language, else `fallback`. */
export function outbox(fallback: Locale, consoleOrigin: string): OutboxMail[] {
  const world = currentWorld();
  // Mails a clock move would send are sent first.
  settle(world);
  return [...world.data.outbox].reverse().map((mail: MailRec) => {
    const path = mail.link ? `/${mail.locale ?? fallback}${mail.link}` : null;
    return {
      to: mail.to,
      subject: mail.subject,
      sentAt: mail.at,
      text: mail.body,
      path,
      url: path ? new URL(path, consoleOrigin).toString() : null,
      code: mail.code ?? null,
    };
  });
}

function outboxPage(mails: OutboxMail[], consoleOrigin: string): string {
  const rows = mails
    .map(
      (mail) => `<tr>
  <td><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
  <td>${escapeHtml(mail.to)}</td>
  <td>${escapeHtml(mail.subject)}</td>
  <td>${mail.url ? `<a href="${escapeHtml(mail.url)}">${escapeHtml(mail.path ?? mail.url)}</a>` : ''}</td>
  <td>${mail.code ? `<code>${escapeHtml(mail.code)}</code>` : ''}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock outbox</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; color: #1b1f24; }
  table { border-collapse: collapse; inline-size: 100%; }
  th, td { text-align: start; padding: 0.4rem 0.6rem; border-block-end: 1px solid #d0d7de; vertical-align: top; }
  code { font-size: 1.1em; }
</style>
</head>
<body>
<h1>Mock outbox</h1>
<p>The mails the mock world sent, newest first (clock: ${escapeHtml(currentWorld().clock.nowIso())}). Links open the console at
${escapeHtml(consoleOrigin)} (<code>?console=</code> changes it, <code>?locale=</code> the language of links whose reader is
unknown). Reload to see new mails; <a href="outbox.json">outbox.json</a> has the same as JSON.</p>
${
  mails.length === 0
    ? '<p>No mails yet.</p>'
    : `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Link</th><th scope="col">Code</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</body>
</html>
`;
}

/** Answers an admin route, or null when `request` is not one (the contract's handlers answer it). */
export function handleAdmin(request: Request, options: AdminOptions = {}): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/__mock/')) return null;
  const params = url.searchParams;
  const world = currentWorld();
  switch (url.pathname) {
    case '/__mock/reset':
      return resetFromParams(params) ?? json({ now: currentWorld().clock.nowIso() });
    case '/__mock/clock': {
      const set = params.get('set');
      const advance = params.get('advance');
      if (set !== null && Number.isNaN(new Date(set).getTime())) return json({ error: `not a date: ${set}` }, 400);
      if (advance !== null && !Number.isFinite(Number(advance))) return json({ error: `not a number of ms: ${advance}` }, 400);
      if (set) world.clock.set(set);
      if (advance) world.clock.advance(Number(advance));
      // The world lives through the move now, as it would before the next call.
      settle(world);
      return json({ now: world.clock.nowIso() });
    }
    case '/__mock/latency': {
      const min = Number(params.get('min') ?? 0);
      const max = Number(params.get('max') ?? min);
      if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return json({ error: 'latency needs 0 <= min <= max (ms)' }, 400);
      setLatency({ min, max });
      return json({ ok: true, latency: { min, max } });
    }
    case '/__mock/failure':
      world.failures = parseFailures(params.get('failure'));
      return json({ failure: formatFailures(world.failures) });
    case '/__mock/state':
      return json(state());
    case '/__mock/outbox.json':
    case '/__mock/outbox': {
      const locale = params.get('locale');
      const consoleOrigin = params.get('console') ?? options.consoleOrigin ?? 'http://localhost:4173';
      let origin: string;
      try {
        origin = new URL(consoleOrigin).origin;
      } catch {
        return json({ error: `not an origin: ${consoleOrigin}` }, 400);
      }
      const mails = outbox(isLocale(locale) ? locale : 'ko', origin);
      if (url.pathname.endsWith('.json')) return json({ consoleOrigin: origin, mails });
      return new Response(outboxPage(mails, origin), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
      });
    }
    default:
      return json({ error: `unknown admin route ${url.pathname}` }, 404);
  }
}

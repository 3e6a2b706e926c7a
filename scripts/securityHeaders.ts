/**
 * The locked-down deployment's response headers (docs/deploy.md): a strict Content-Security-Policy
 * and the usual companions. The preview server (`vite preview`) sends them, and the end-to-end suite
 * runs the production build under them. A real host (CDN, nginx) sends the same set.
 *
 * API hosts come from configuration: `CONSOLE_API_ORIGINS`, a space- or comma-separated list of
 * origins the console may call besides its own (the regional hosts and the CRM host), e.g.
 * `https://api-ap.example.com https://api-us.example.com https://crm.example.com`.
 */
export function apiOriginsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const raw = env.CONSOLE_API_ORIGINS ?? '';
  return raw
    .split(/[\s,]+/)
    .filter((origin) => origin !== '')
    .map((origin) => {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CONSOLE_API_ORIGINS: ${origin} is not http(s)`);
      return url.origin;
    });
}

/** `Content-Security-Policy`: nothing inline, scripts and styles from the console's own origin only. */
export function contentSecurityPolicy(apiOrigins: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // No 'unsafe-inline': every style comes from the built CSS files (style properties set from
    // script go through the CSSOM, which CSP does not block).
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    // The only image outside the bundle is the favicon, public/favicon.svg.
    'img-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigins],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header of the locked-down deployment. */
export function securityHeaders(apiOrigins: readonly string[] = apiOriginsFromEnv()): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigins),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    // The console uses none of these powerful features.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

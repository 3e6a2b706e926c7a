/**
 * The provider's staff see a red caution banner in production (spec section 2). Staff are recognised by
 * the e-mail domain; the domain list is a contract gap (docs/decisions.md), the mock world uses
 * `provider.example`.
 */
export const staffEmailDomains: readonly string[] = ['provider.example'];

export function isProviderStaffInProduction(email: string, environment: string | undefined): boolean {
  if (environment !== 'production') return false;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return staffEmailDomains.includes(domain);
}

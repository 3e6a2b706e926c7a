import { describe, expect, it } from 'vitest';
import { isDashboardProduct, productDocumentUrl, productRunUrl, slaDocumentUrl } from './productLinks';

describe('product links', () => {
  it('opens the product on the tenant subdomain, or nothing without a usable host', () => {
    expect(productRunUrl('acme-retail.netfunnel.example')).toBe('https://acme-retail.netfunnel.example/');
    expect(productRunUrl('')).toBeNull();
    expect(productRunUrl('evil.example/path?x')).toBeNull();
  });

  it('reads the service-level agreement by product and language, Japanese in English', () => {
    expect(slaDocumentUrl('netfunnel', 'ko')).toMatch(/\/netfunnel\/sla_ko\.pdf$/);
    expect(slaDocumentUrl('mbuster', 'es')).toMatch(/\/mbuster\/sla_es\.pdf$/);
    expect(slaDocumentUrl('botmanager', 'ja')).toMatch(/\/botmanager\/sla_en\.pdf$/);
  });

  it('links the documents in Korean or English', () => {
    expect(productDocumentUrl('netfunnel', 'developerGuide', 'ko')).toBe('https://docs.example.com/ko/netfunnel/developer-guide');
    expect(productDocumentUrl('mbuster', 'changelog', 'ja')).toBe('https://docs.example.com/en/mbuster/changelog');
  });

  it('knows the three products with a dashboard', () => {
    expect(['netfunnel', 'botmanager', 'mbuster', 'wave'].filter(isDashboardProduct)).toEqual(['netfunnel', 'botmanager', 'mbuster']);
  });
});

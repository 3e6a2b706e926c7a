import { describe, expect, it } from 'vitest';
import { legalDocumentUrl } from './legalDocuments';

describe('legalDocumentUrl', () => {
  it('uses Korean and English documents as they are', () => {
    expect(legalDocumentUrl('terms', 'ko')).toContain('lang=ko');
    expect(legalDocumentUrl('privacy', 'en')).toContain('lang=en');
  });
  it('falls back to English for Japanese and Spanish', () => {
    expect(legalDocumentUrl('cookie', 'ja')).toContain('lang=en');
    expect(legalDocumentUrl('terms', 'es')).toContain('lang=en');
  });
});

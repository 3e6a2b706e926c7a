import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { documentTitle, screenPath, screenTitleId } from './documentTitle';

const i18n = setupI18n({ locale: 'es', messages: { es: { [screenTitleId('/$locale/signin')]: 'Iniciar sesión', [screenTitleId('*')]: 'Página no encontrada' } } });

describe('document title', () => {
  it("is the screen's title in the active language, then the product name", () => {
    expect(documentTitle(i18n, '/$locale/signin')).toBe('Iniciar sesión · STCLab Console');
  });

  it('is the product name alone for a path without a title', () => {
    expect(documentTitle(i18n, '/$locale/console')).toBe('STCLab Console');
  });

  it("takes the leaf route's path, an index route's without its slash, and '*' when not found", () => {
    expect(screenPath([{ fullPath: '/', status: 'success' }, { fullPath: '/$locale/console/member/', status: 'success' }])).toBe('/$locale/console/member');
    expect(screenPath([{ fullPath: '/', status: 'success' }, { fullPath: '/$locale', status: 'notFound' }])).toBe('*');
    expect(screenPath([{ fullPath: '/', status: 'success' }, { fullPath: '/$locale', status: 'success', _notFound: true }])).toBe('*');
    expect(screenPath([{ fullPath: '/', status: 'success' }])).toBe('/');
  });
});

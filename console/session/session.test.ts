import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from './memoryCookieJar';
import { createSession } from './session';
import { createMemoryStore, jsCookieJar } from './stores';
import { sharedCookieAttributes, sharedCookieDomain } from './cookieDomain';
import { readTenantValues, storeTenantValues } from './tenantValues';

const hostname = 'console.example.com';

function setup(storage: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  const store = createMemoryStore(storage);
  const jar = createMemoryCookieJar(cookies);
  return { store, jar, session: createSession({ storage: store, cookies: jar, hostname }) };
}

describe('session handoff', () => {
  it('both pairs missing: clears everything and reports signed-out', () => {
    const { store, jar, session } = setup(
      { scpRegion: 'ap-northeast-1', redirectUrl: '/ko/console/member', 'tenant.netfunnel': '{}' },
      { locale: 'ko', scpRegion: 'us-east-1' },
    );
    expect(session.handoff()).toBe('signed-out');
    expect(store.length).toBe(0);
    expect(jar.cookies.size).toBe(0);
  });

  it('only cookies: copies them to session storage and clears the credential cookies', () => {
    const { store, jar, session } = setup(
      {},
      { scpToken: 'tok', userKey: 'uk', scpRegion: 'us-east-1', locale: 'ja', environment: 'production' },
    );
    expect(session.handoff()).toBe('adopted');
    expect(store.getItem('scpToken')).toBe('tok');
    expect(store.getItem('userKey')).toBe('uk');
    expect(store.getItem('scpRegion')).toBe('us-east-1');
    expect(jar.get('scpToken')).toBeUndefined();
    expect(jar.get('userKey')).toBeUndefined();
    expect(jar.get('scpRegion')).toBeUndefined();
    // Preferences stay readable.
    expect(session.localeCookie()).toBe('ja');
    expect(session.environmentCookie()).toBe('production');
  });

  it('session storage already holds the pair: signed-in, cookies untouched', () => {
    const { store, jar, session } = setup({ scpToken: 'tok', userKey: 'uk' }, { scpToken: 'other', userKey: 'o' });
    expect(session.handoff()).toBe('signed-in');
    expect(store.getItem('scpToken')).toBe('tok');
    expect(jar.get('scpToken')).toBe('other');
  });

  it('a half pair counts as missing', () => {
    const { session } = setup({ scpToken: 'tok' }, { userKey: 'uk' });
    expect(session.read()).toBeNull();
    expect(session.readCookies()).toBeNull();
    expect(session.handoff()).toBe('signed-out');
  });

  it('regionCode ignores unknown stored values', () => {
    expect(setup({ scpRegion: 'mars-1' }).session.regionCode()).toBeNull();
    expect(setup({ scpRegion: 'us-east-1' }).session.regionCode()).toBe('us-east-1');
  });

  it('store() shares cookies with the parent domain: secure, path /, 1 day', () => {
    const { jar, session, store } = setup();
    session.store({ scpToken: 't', userKey: 'u', scpRegion: 'ap-northeast-1', locale: 'ko' }, { shareCookies: true });
    expect(store.getItem('scpToken')).toBe('t');
    const cookie = jar.cookies.get('scpToken|example.com');
    expect(cookie?.attributes).toEqual({ secure: true, path: '/', expires: 1, domain: 'example.com' });
  });

  it('clear() removes session keys, tenant values and shared cookies (sign-out, disabled organisation)', () => {
    const { store, jar, session } = setup(
      {
        scpToken: 't',
        userKey: 'u',
        scpRegion: 'ap-northeast-1',
        isMemberGuideRender: 'true',
        redirectUrl: '/ko/console',
        INITIAL_TOASTS: '[]',
        'tenant.mbuster': '{}',
        unrelated: 'kept',
      },
      { locale: 'ko', environment: 'production' },
    );
    session.store({ scpToken: 't', userKey: 'u', scpRegion: 'ap-northeast-1', locale: 'ko' }, { shareCookies: true });
    session.clear();
    expect(store.length).toBe(1);
    expect(store.getItem('unrelated')).toBe('kept');
    expect(jar.cookies.size).toBe(0);
  });
});

describe('shared cookie domain', () => {
  it.each([
    ['console.example.com', 'example.com'],
    ['a.b.example.com', 'b.example.com'],
    ['example.com', 'example.com'],
    ['console.example.co.kr', 'example.co.kr'],
    ['example.co.kr', 'example.co.kr'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['intranet', undefined],
  ])('%s -> %s', (host, domain) => {
    expect(sharedCookieDomain(host)).toBe(domain);
  });

  it('omits the domain attribute for a host-only cookie', () => {
    expect(sharedCookieAttributes('localhost')).toEqual({ secure: true, path: '/', expires: 1 });
  });
});

describe('js-cookie adapter on a fake document.cookie', () => {
  const written: string[] = [];
  const jar = new Map<string, string>();
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
    written.length = 0;
    jar.clear();
  });

  it('writes the shared attributes and reads values back', () => {
    const fakeDocument = {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
        const [name = '', value = ''] = pair.split('=');
        const expires = attrs.find((attr) => attr.toLowerCase().startsWith('expires='));
        if (expires && new Date(expires.slice(8)).getTime() < Date.now()) jar.delete(name);
        else jar.set(name, value);
      },
    };
    Object.defineProperty(globalThis, 'document', { value: fakeDocument, configurable: true });
    const session = createSession({ storage: createMemoryStore(), cookies: jsCookieJar, hostname });
    session.store({ scpToken: 'tok', userKey: 'uk', scpRegion: 'us-east-1', locale: 'en' }, { shareCookies: true });
    const attrs = (written[0] ?? '').split('; ');
    expect(attrs[0]).toBe('scpToken=tok');
    expect(attrs).toEqual(expect.arrayContaining(['path=/', 'domain=example.com', 'secure']));
    const expires = attrs.find((attr) => attr.startsWith('expires='))?.slice(8) ?? '';
    const days = (new Date(expires).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.99);
    expect(days).toBeLessThanOrEqual(1);
    expect(jsCookieJar.get('userKey')).toBe('uk');
    const fresh = createMemoryStore();
    const handoff = createSession({ storage: fresh, cookies: jsCookieJar, hostname });
    expect(handoff.handoff()).toBe('adopted');
    expect(fresh.getItem('scpToken')).toBe('tok');
    expect(jsCookieJar.get('scpToken')).toBeUndefined();
    expect(jsCookieJar.get('locale')).toBe('en');
  });
});

describe('tenant values', () => {
  it('stores per-product values and ignores invalid stored data', () => {
    const store = createMemoryStore();
    storeTenantValues(store, [
      { tenantId: 't-1', productCode: 'netfunnel', tenantStatus: 'running', isMovable: true, subDomain: 'acme', clientId: 'c' },
      { tenantId: null, productCode: 'mbuster', tenantStatus: 'none', isMovable: false, subDomain: '' },
    ]);
    expect(readTenantValues(store, 'netfunnel')).toEqual({
      tenantId: 't-1',
      productCode: 'netfunnel',
      tenantStatus: 'running',
      isMoveable: true,
      subDomain: 'acme',
      clientId: 'c',
    });
    expect(readTenantValues(store, 'mbuster')).toBeNull();
    store.setItem('tenant.botmanager', '{not json');
    expect(readTenantValues(store, 'botmanager')).toBeNull();
    store.setItem('tenant.botmanager', JSON.stringify({ tenantId: 1 }));
    expect(readTenantValues(store, 'botmanager')).toBeNull();
  });
});

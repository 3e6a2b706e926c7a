import Cookies from 'js-cookie';

/** The part of `Storage` the session needs; `window.sessionStorage` fits, so does a test fake. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export interface CookieAttributes {
  secure?: boolean;
  path?: string;
  /** Days from now. */
  expires?: number;
  domain?: string;
}

/** Cookie access; the default is js-cookie on `document.cookie`. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: CookieAttributes): void;
}

export const jsCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => {
    Cookies.set(name, value, attributes);
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};

/** An in-memory `KeyValueStore` (tests, stories, and a fallback where storage is unavailable). */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
  };
}

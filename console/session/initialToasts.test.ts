import { describe, expect, it } from 'vitest';
import { enqueueInitialToast, takeInitialToasts } from './initialToasts';
import { createMemoryStore } from './stores';

describe('INITIAL_TOASTS', () => {
  it('queues toasts, reads them once, then removes them', () => {
    const storage = createMemoryStore();
    enqueueInitialToast(storage, { type: 'success', body: { id: 'lang.changed', message: 'Language changed' } });
    enqueueInitialToast(storage, { type: 'info', body: 'Saved' });
    expect(takeInitialToasts(storage)).toEqual([
      { type: 'success', body: { id: 'lang.changed', message: 'Language changed' } },
      { type: 'info', body: 'Saved' },
    ]);
    expect(storage.getItem('INITIAL_TOASTS')).toBeNull();
    expect(takeInitialToasts(storage)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', JSON.stringify({ body: 'x', type: 'info' })],
    ['a number', '42'],
  ])('ignores invalid stored data (%s) and still removes it', (_label, raw) => {
    const storage = createMemoryStore({ INITIAL_TOASTS: raw });
    expect(takeInitialToasts(storage)).toEqual([]);
    expect(storage.getItem('INITIAL_TOASTS')).toBeNull();
  });

  it('drops invalid entries and keeps valid ones', () => {
    const storage = createMemoryStore({
      INITIAL_TOASTS: JSON.stringify([
        { body: 'ok', type: 'warning' },
        { body: 'bad type', type: 'fatal' },
        { body: '', type: 'info' },
        { type: 'info' },
        null,
        { body: 'ok too', type: 'default', extra: 'ignored' },
      ]),
    });
    expect(takeInitialToasts(storage)).toEqual([
      { body: 'ok', type: 'warning' },
      { body: 'ok too', type: 'default' },
    ]);
  });

  it('enqueue starts a fresh queue over invalid data', () => {
    const storage = createMemoryStore({ INITIAL_TOASTS: 'garbage' });
    enqueueInitialToast(storage, { body: 'x', type: 'error' });
    expect(takeInitialToasts(storage)).toEqual([{ body: 'x', type: 'error' }]);
  });
});

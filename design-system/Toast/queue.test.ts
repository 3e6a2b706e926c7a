import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast } from './queue';

describe('showToast', () => {
  it('closes a closable toast after 3500 ms (the auto-hide token)', () => {
    const queue = createToastQueue();
    showToast(queue, { tone: 'success', message: 'Saved' });
    expect(queue.visibleToasts[0]?.timeout).toBe(3500);
  });

  it('keeps a persistent toast until it is closed', () => {
    const queue = createToastQueue();
    const key = showToast(queue, { tone: 'warning', message: 'Plan expired' }, { persistent: true });
    expect(queue.visibleToasts[0]?.timeout).toBeUndefined();
    queue.close(key);
    expect(queue.visibleToasts).toHaveLength(0);
  });

  it('shows at most five at once; the rest wait their turn', () => {
    const queue = createToastQueue();
    for (let index = 0; index < 7; index += 1) showToast(queue, { tone: 'info', message: `#${index}` }, { persistent: true });
    expect(queue.visibleToasts).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { isExpandable, nextExpanded } from './notificationRules';

describe('notification expansion (spec section 4)', () => {
  it('never expands COMMON, PRD and PRJ', () => {
    expect(isExpandable('COMMON')).toBe(false);
    expect(isExpandable('PRD')).toBe(false);
    expect(isExpandable('PRJ')).toBe(false);
    expect(isExpandable('BILLING')).toBe(true);
    expect(isExpandable('NOTICE')).toBe(true);
  });

  it('opens the chosen one, and choosing the same one again collapses it', () => {
    const billing = { id: 'ntf-1', type: 'BILLING' } as const;
    const notice = { id: 'ntf-2', type: 'NOTICE' } as const;
    expect(nextExpanded(null, billing)).toBe('ntf-1');
    expect(nextExpanded('ntf-1', billing)).toBeNull();
    expect(nextExpanded('ntf-1', notice)).toBe('ntf-2');
  });

  it('keeps the state when a type that never expands is chosen', () => {
    expect(nextExpanded('ntf-1', { id: 'ntf-3', type: 'COMMON' })).toBe('ntf-1');
    expect(nextExpanded(null, { id: 'ntf-5', type: 'PRJ' })).toBeNull();
  });
});

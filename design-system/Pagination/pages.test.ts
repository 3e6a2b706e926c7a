import { describe, expect, it } from 'vitest';
import { pageSlots } from './pages';

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(0, 1)).toEqual([0]);
    expect(pageSlots(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('keeps the ends and the neighbours of the current page', () => {
    expect(pageSlots(0, 20)).toEqual([0, 1, 2, 3, 'ellipsis-end', 19]);
    expect(pageSlots(9, 20)).toEqual([0, 'ellipsis-start', 8, 9, 10, 'ellipsis-end', 19]);
    expect(pageSlots(19, 20)).toEqual([0, 'ellipsis-start', 16, 17, 18, 19]);
  });
  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageSlots(3, 10)).toEqual([0, 1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(pageSlots(6, 10)).toEqual([0, 'ellipsis-start', 5, 6, 7, 8, 9]);
  });
  it('never repeats or skips a page', () => {
    for (let count = 1; count < 30; count += 1) {
      for (let page = 0; page < count; page += 1) {
        const numbers = pageSlots(page, count).filter((slot): slot is number => typeof slot === 'number');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(0);
        expect(numbers.at(-1)).toBe(count - 1);
      }
    }
  });
});

export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (0-based): always the first and last, the current one with one neighbour on
 * each side, and an ellipsis for each gap of two or more pages (a gap of one shows the page itself).
 */
export function pageSlots(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index);
  const start = Math.max(1, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 2, Math.max(page + 1, 3));
  const slots: PageSlot[] = [0];
  if (start > 2) slots.push('ellipsis-start');
  else if (start === 2) slots.push(1);
  for (let index = start; index <= end; index += 1) slots.push(index);
  if (end < pageCount - 3) slots.push('ellipsis-end');
  else if (end === pageCount - 3) slots.push(pageCount - 2);
  slots.push(pageCount - 1);
  return slots;
}

/**
 * Resolves in a task of its own (one `setTimeout(0)`), so the work after it is not part of the current task: the
 * browser can paint or handle input in between, and neither half is a long task on a slow phone (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

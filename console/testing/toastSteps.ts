import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Play-function steps for the toasts a page shows (the shell's toast region, `role="alertdialog"`). */

const wait = { timeout: 15000 };

/** The toast of this tone once it shows. */
export async function toast(tone: 'success' | 'error'): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`[role="alertdialog"][data-tone="${tone}"]`)).not.toBeNull(), wait);
  return document.querySelector<HTMLElement>(`[role="alertdialog"][data-tone="${tone}"]`) as HTMLElement;
}

/**
 * Closes a toast with its close button, as a user does, and waits until it has gone: the picture shows the page
 * under it. (Left alone, a toast closes itself after 3.5 s: a play function does not wait for that.)
 */
export async function toastGone(element: HTMLElement): Promise<void> {
  const close = within(element).getAllByRole('button').at(-1);
  if (close) await userEvent.click(close);
  await waitFor(() => expect(element).not.toBeInTheDocument(), wait);
}

/** Keeps a toast on screen for the picture: hovering the toast region pauses its auto-hide. */
export async function holdToast(element: HTMLElement): Promise<void> {
  await userEvent.hover(element);
}

/** Finds the toast that says `text` and keeps it on screen for the picture (see holdToast). */
export async function holdToastSaying(text: string): Promise<void> {
  const toast = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="region"] [role="alertdialog"]')].find((entry) =>
      entry.textContent.includes(text),
    );
    if (!found) throw new Error(`no toast saying ${text}`);
    return found;
  }, wait);
  await holdToast(toast);
}

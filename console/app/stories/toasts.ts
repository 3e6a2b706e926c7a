import { expect, userEvent, waitFor } from 'storybook/test';

/** The close buttons of the toasts on screen (React Aria's toast region: one alertdialog per toast). */
function toastClosers(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('[role="region"] [role="alertdialog"] button[slot="close"]'));
}

/** Waits until a toast is on screen, or one saying `text` when given. */
export async function toastShown(text?: string): Promise<void> {
  await waitFor(
    () => {
      expect(toastClosers().length).toBeGreaterThan(0);
      if (text !== undefined) expect(document.body).toHaveTextContent(text);
    },
    { timeout: 15000 },
  );
}

/**
 * Closes every toast. A story that ends while a timed toast shows would otherwise be pictured with or
 * without it depending on how busy the machine is (toasts auto-hide after 3.5 s).
 */
export async function closeToasts(): Promise<void> {
  for (const button of toastClosers()) await userEvent.click(button);
  await waitFor(() => expect(toastClosers()).toHaveLength(0));
}

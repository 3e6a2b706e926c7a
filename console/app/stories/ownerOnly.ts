import { expect, waitFor, within } from 'storybook/test';

const wait = { timeout: 15000 };

/**
 * A member (scenario memberOperatorOnly) who opens an owner-only address: the shell shows the no-permission
 * dialog over the dashboard. Waits for the dashboard's own heading (the member's name), not any h1: the
 * address changes before the dashboard has its code and strings, and a picture taken then shows a loader.
 */
export async function turnedAwayToDashboard(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('alertdialog', {}, wait);
  await expect(dialog).toBeVisible();
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: /Park Sora|박소라/ }, wait),
  ).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
  return dialog;
}

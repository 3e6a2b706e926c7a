import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Shared play-function helpers of the payment-method stories. */

export const body = within(document.body);
export const wait = { timeout: 15000 };

export { holdToast, toast, toastGone } from '@console/testing/toastSteps';

/** The retry button of a page error, in the four languages. */
export const retryName = /^(Try again|다시 시도|再試行|Volver a intentar)$/;

export async function input(canvasElement: HTMLElement, name: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const found = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  }, wait);
}

export async function typeInto(canvasElement: HTMLElement, name: string, value: string): Promise<void> {
  const field = await input(canvasElement, name);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value, { delay: null });
}

export async function submit(canvasElement: HTMLElement): Promise<void> {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('no submit button');
  await userEvent.click(button);
}

/** The error text linked to a field (its description list holds the message once it is invalid). */
export async function fieldError(canvasElement: HTMLElement, name: string): Promise<string> {
  const field = await input(canvasElement, name);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), wait);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export { location, LocationProbe } from '@console/app/stories/location';

import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Play-function steps shared by the page stories that fill forms through the real router. Fields are found
 * by their `name`, which is the same in every language, so one play function runs in all four.
 */
export async function field(canvasElement: HTMLElement, name: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(canvasElement.querySelector(`input[name="${name}"]`)).toBeVisible(), { timeout: 15000 });
  return canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
}

export async function typeInto(canvasElement: HTMLElement, name: string, text: string): Promise<HTMLInputElement> {
  const input = await field(canvasElement, name);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text, { delay: null });
  return input;
}

export async function submitForm(canvasElement: HTMLElement): Promise<void> {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('the form has no submit button');
  await userEvent.click(button);
}

/** Signs in on the sign-in page with the given credentials. */
export async function signInWith(canvasElement: HTMLElement, email: string, password: string): Promise<void> {
  await typeInto(canvasElement, 'email', email);
  await typeInto(canvasElement, 'password', password);
  await submitForm(canvasElement);
}

/** Waits until the router shows a page whose h1 matches (the landing page of a flow). */
export async function landsOn(canvasElement: HTMLElement, heading: RegExp | string, timeout = 15000): Promise<void> {
  await waitFor(
    () => {
      const h1 = canvasElement.querySelector('h1');
      expect(h1?.textContent ?? '').toMatch(heading);
    },
    { timeout },
  );
}

/** Waits for the page whose h1 has this id (ids are the same in every language). */
export async function showsPage(canvasElement: HTMLElement, titleId: string, timeout = 15000): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`h1#${titleId}`)).toBeVisible(), { timeout });
  return canvasElement.querySelector<HTMLElement>(`h1#${titleId}`) as HTMLElement;
}

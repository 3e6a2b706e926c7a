import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Story helpers of the plan pages (not product code). */

// Generous: a page behind a failed first call and a retry has waited over 15 s on a busy CI machine.
export const wait = { timeout: 30000 };
export const body = within(document.body);

/** Records the router's current address on a hidden element, for the play functions. */
export function LocationProbe({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      {children}
      <span hidden data-story-location={href} />
    </>
  );
}

export async function locationIs(canvasElement: HTMLElement, pattern: RegExp): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-story-location]')?.getAttribute('data-story-location') ?? '').toMatch(pattern), wait);
}

/** What the plan stories read of the mock world the story loader made (kept structural: no mock import here). */
export interface StoryWorld {
  clock: { advance: (ms: number) => void };
  /** The failure overlays the handlers consult (emptied to let a retry through). */
  failures: unknown[];
  data: {
    subscriptions: {
      id: string;
      productCode: string;
      planCode: string;
      state: string;
      cardId: string | null;
      plannedChange: { planCode: string; requestedDate: string; effectiveDate: string } | null;
    }[];
  };
}

export function worldOf(loaded: Record<string, unknown>): StoryWorld {
  return loaded.world as StoryWorld;
}

export function subscriptionIn(world: StoryWorld, id: string) {
  const sub = world.data.subscriptions.find((entry) => entry.id === id);
  if (!sub) throw new Error(`no subscription ${id} in the world`);
  return sub;
}

/** Waits until nothing on the page is busy (skeletons, pending buttons). */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
}

/** The plans page of a product has loaded (its table of plans). */
export async function plansPage(canvasElement: HTMLElement, productCode = 'netfunnel'): Promise<HTMLElement> {
  // The plans table, or on a narrow screen its list of cards.
  await waitFor(() => expect(canvasElement.querySelector(`[data-plans="${productCode}"] [data-layout]`)).not.toBeNull(), wait);
  await settled(canvasElement);
  return canvasElement.querySelector<HTMLElement>(`[data-plans="${productCode}"]`) as HTMLElement;
}

/** The row of a plan in the plans table. */
export function planRow(canvasElement: HTMLElement, planCode: string): HTMLElement {
  // A table row, or on a narrow screen the plan's card.
  const plan = canvasElement.querySelector(`[data-plan="${planCode}"]`);
  const row = plan?.closest('tr') ?? plan?.closest('li');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${planCode}`);
  return row;
}

/** The confirm form has loaded. */
export async function confirmForm(canvasElement: HTMLElement): Promise<HTMLFormElement> {
  await waitFor(() => expect(canvasElement.querySelector('form[data-kind]')).not.toBeNull(), wait);
  await settled(canvasElement);
  return canvasElement.querySelector<HTMLFormElement>('form[data-kind]') as HTMLFormElement;
}

export async function agree(form: HTMLElement): Promise<void> {
  const box = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) throw new Error('no agreement checkbox');
  await userEvent.click(box);
  await expect(box).toBeChecked();
}

export async function submit(form: HTMLElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  await userEvent.click(button);
}

/** The refusal the page shows after a failed call, by its error code. */
export async function refusalShown(canvasElement: HTMLElement, code: string, text: string): Promise<HTMLElement> {
  // Generous: the refusal comes after a round trip through a world that settles its clock first.
  await waitFor(() => expect(canvasElement.querySelector(`[data-refusal="${code}"]`)).not.toBeNull(), { timeout: 30000 });
  const refusal = canvasElement.querySelector<HTMLElement>(`[data-refusal="${code}"]`) as HTMLElement;
  await expect(refusal).toHaveTextContent(text);
  return refusal;
}

/** The retry button of a page error, in the four languages. */
export const retryName = /^(Try again|다시 시도|再試行|Volver a intentar)$/;

/** The page's load error is shown with its retry (the story's failure has no count: it holds for the picture). */
export async function loadFailedShown(canvasElement: HTMLElement): Promise<HTMLElement> {
  const alert = await waitFor(() => {
    const found = within(canvasElement).queryByRole('alert');
    if (found) return found;
    // Says what the page shows instead: the default message prints only the first part of the DOM (the shell).
    const main = canvasElement.querySelector('main')?.textContent?.slice(0, 400) ?? '';
    throw new Error(`no alert on the page; its main region reads: ${main}`);
  }, wait);
  await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
  return alert;
}

/**
 * Records every toast that appears from now on (text of each toast in the toast region). A busy machine can
 * let a timed toast close before a poll sees it; the record keeps it.
 */
export function watchToasts(): { seen: (text: string) => Promise<void>; stop: () => void } {
  const texts = new Set<string>();
  const collect = () => {
    for (const toast of document.querySelectorAll('[role="region"] [role="alertdialog"]')) texts.add(toast.textContent);
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  collect();
  return {
    seen: async (text: string) => {
      await waitFor(() => expect([...texts].some((entry) => entry.includes(text))).toBe(true), wait);
    },
    stop: () => observer.disconnect(),
  };
}

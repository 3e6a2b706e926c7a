import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useServices } from '@console/app/ServicesContext';
import { readTenantValues, type StoredTenant } from '@console/session/tenantValues';

/** Play-function helpers of the product dashboard and redirect-to-product stories. */

export const body = within(document.body);
export const wait = { timeout: 15000 };
export const desktop = { viewport: { value: 'desktop_xl', isRotated: false } };

const probedProducts = ['netfunnel', 'botmanager', 'mbuster'] as const;

/**
 * Records the router's address and the per-product session values on a hidden element (the stories' session
 * lives in memory, out of the play function's reach).
 */
export function StoryProbe({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (state) => state.location.href });
  // Re-rendered when a load ends too (the loader stores the values after the address changed).
  useRouterState({ select: (state) => `${state.status}:${String(state.isLoading)}` });
  const services = useServices();
  const tenants = probedProducts.map((code) => readTenantValues(services.session.storage, code));
  return (
    <>
      {children}
      <span hidden data-story-location={href} data-story-tenants={JSON.stringify(tenants.filter(Boolean))} />
    </>
  );
}

function probe(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-story-location]');
}

export function location(canvasElement: HTMLElement): URL {
  return new URL(probe(canvasElement)?.dataset.storyLocation ?? '', 'http://story.local');
}

/** Waits until the router's address path ends with `suffix` (after the language segment). */
export async function landsOn(canvasElement: HTMLElement, locale: unknown, suffix: string): Promise<void> {
  await waitFor(() => expect(location(canvasElement).pathname).toBe(`/${String(locale)}${suffix}`), wait);
}

export function storedTenants(canvasElement: HTMLElement): StoredTenant[] {
  return JSON.parse(probe(canvasElement)?.dataset.storyTenants ?? '[]') as StoredTenant[];
}

/** Waits until the product's session values are stored with `status`. */
export async function storedStatus(canvasElement: HTMLElement, productCode: string, status: string): Promise<void> {
  await waitFor(() => expect(storedTenants(canvasElement).find((tenant) => tenant.productCode === productCode)?.tenantStatus).toBe(status), wait);
}

/** The tenant-state dialog once it is open, and which state it explains. */
export async function stateDialog(kind: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector(`[role="alertdialog"] [data-tenant-state="${kind}"]`)?.closest<HTMLElement>('[role="alertdialog"]');
    if (!dialog) throw new Error(`no ${kind} dialog`);
    return dialog;
  }, wait);
}

/** The page has settled: nothing busy left on it. */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
}

export async function closeDialog(dialog: HTMLElement): Promise<void> {
  const close = dialog.querySelector<HTMLButtonElement>('[data-action="close-state"]');
  if (!close) throw new Error('no close button in the dialog');
  await userEvent.click(close);
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), wait);
}

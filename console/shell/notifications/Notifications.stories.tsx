import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { textNames } from '@mocks/handlers/kit';
import { textLanguage } from '@mocks/texts/language';
import { notificationText } from '@mocks/texts/notifications';
import { RouterStory } from '@console/app/stories/RouterStory';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers } from '@console/testing/failureStories';

/**
 * The notifications the shell's top bar opens (spec sections 3 and 4), through the real router on the
 * dashboard: the unread count on the button, the list in a popover (a drawer on phones), BILLING and NOTICE
 * opening in place and marked read, COMMON, PRD and PRJ never opening; empty, loading and failed with retry.
 */
const meta = {
  title: 'Pages/Notifications',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/dashboard' },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const desktop = { viewport: { value: 'desktop_xl', isRotated: false } };
const tablet = { viewport: { value: 'tablet_md', isRotated: false } };
const mobile = { viewport: { value: 'mobile_sm', isRotated: false } };

/** The notifications button: the one in the top bar wrapped with the list's state. */
async function notificationsButton(canvasElement: HTMLElement, state?: 'success' | 'error' | 'pending') {
  return waitFor(
    () => {
      const wrapper = canvasElement.querySelector<HTMLElement>(`[data-notifications-state${state ? `="${state}"` : ''}]`);
      const button = wrapper?.querySelector('button');
      expect(button).toBeTruthy();
      return button as HTMLButtonElement;
    },
    { timeout: 15000 },
  );
}

async function openList(canvasElement: HTMLElement, state?: 'success' | 'error' | 'pending') {
  const button = await notificationsButton(canvasElement, state);
  await userEvent.click(button);
  return body.findByRole('dialog', {}, { timeout: 15000 });
}

/** A seeded notification as the mock server words it in the story's language (the list call sends it). */
function seeded(loaded: Record<string, unknown>, id: string): { title: string; body: string } {
  const world = loaded.world as World;
  const notification = world.data.notifications.find((entry) => entry.id === id);
  if (!notification) throw new Error(`no notification ${id} in the world`);
  const language = textLanguage(i18n.locale);
  return notificationText(notification, textNames(world, language), language);
}

const titled = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The rows of the open list, by their titles. */
const trigger = (dialog: HTMLElement, title: string) => within(dialog).getByRole('button', { name: titled(title) });

/**
 * Two unread of five: the count is in the button's name. Open the payment notice (BILLING): it expands and is
 * marked read in the world; choosing it again collapses it; the release note (COMMON), the product update (PRD)
 * and the project notice (PRJ) have no button at all.
 */
export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement, loaded }) => {
    const world = loaded.world as World;
    const button = await notificationsButton(canvasElement, 'success');
    await expect(button.getAttribute('aria-label')).toMatch(/2/);
    const dialog = await openList(canvasElement);
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 4 })).toHaveLength(5));
    for (const id of ['ntf-3', 'ntf-4', 'ntf-5']) {
      const { title } = seeded(loaded, id);
      await expect(within(dialog).queryByRole('button', { name: titled(title) })).toBeNull();
      await expect(within(dialog).getByRole('heading', { name: titled(title) })).toBeVisible();
    }
    const paymentText = seeded(loaded, 'ntf-1');
    const payment = trigger(dialog, paymentText.title);
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(payment);
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-1').title)).toHaveAttribute('aria-expanded', 'true'));
    await expect(dialog).toHaveTextContent(paymentText.body);
    await waitFor(() => expect(world.data.notifications.find((n) => n.id === 'ntf-1')?.read).toBe(true));
    // One unread left once the list has been read again.
    await waitFor(() => expect(button.getAttribute('aria-label')).toMatch(/1/));
    // Choosing the open one again collapses it.
    await userEvent.click(trigger(dialog, seeded(loaded, 'ntf-1').title));
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-1').title)).toHaveAttribute('aria-expanded', 'false'));
    // Opening another one (NOTICE) leaves only that one open.
    await userEvent.click(trigger(dialog, seeded(loaded, 'ntf-2').title));
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-2').title)).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(world.data.notifications.find((n) => n.id === 'ntf-2')?.read).toBe(true));
    await expect(world.data.notifications.find((n) => n.id === 'ntf-3')?.read).toBe(true);
  },
};

/** No notifications: the empty state, and the button's name carries no count. */
export const Empty: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'noNotifications' } },
  play: async ({ canvasElement }) => {
    const button = await notificationsButton(canvasElement, 'success');
    await expect(button.getAttribute('aria-label')).not.toMatch(/\d/);
    const dialog = await openList(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 4 })).toBeVisible());
    await expect(within(dialog).queryAllByRole('button', { expanded: false })).toHaveLength(0);
  },
};

/** The list is still on its way: a busy placeholder that says what is loading. */
export const Loading: Story = {
  globals: desktop,
  parameters: { world: { failures: [failure('loading', ['notifications.list'])] } },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement, 'pending');
    const status = await within(dialog).findByRole('status');
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The list fails (the count in the top bar, then again when opened): the error with its retry. */
export const LoadFailed: Story = {
  globals: desktop,
  parameters: { world: { failures: [failure('status500', ['notifications.list'])] } },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement, 'error');
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/** The open list's error and retry, once the calls in flight have answered. */
async function listRetry(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = body.queryByRole('dialog') ?? (await openList(canvasElement, 'error'));
  await waitFor(() => expect(window.__storyQueryClient?.isFetching() ?? 0).toBe(0), { timeout: 15000 });
  return within(await within(dialog).findByRole('alert', {}, { timeout: 15000 })).getByRole('button');
}

/**
 * A 500 (for the count in the top bar, then again when opened), no answer, then a body that is not JSON: each
 * shows the error with its retry in the open list, and retry loads it.
 */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  globals: desktop,
  parameters: { world: { failures: [failure('status500', ['notifications.list'], 2)] }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['notifications.list'],
      findRetry: listRetry,
      recovered: async () => {
        await waitFor(() => expect(trigger(body.getByRole('dialog'), seeded(loaded, 'ntf-1').title)).toBeVisible(), { timeout: 15000 });
      },
    }),
};

/** On a tablet (tablet_md) the list is the same popover under the button. */
export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openList(canvasElement, 'success');
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-1').title)).toBeVisible());
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};

/** On a phone (mobile_sm) the list is a drawer with a close button. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openList(canvasElement, 'success');
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-2').title)).toBeVisible());
    await userEvent.click(trigger(dialog, seeded(loaded, 'ntf-2').title));
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-2').title)).toHaveAttribute('aria-expanded', 'true'));
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getAllByRole('button').length).toBeGreaterThanOrEqual(3);
  },
};

/**
 * Keyboard and dismissal: Enter opens the list in a dialog named by its title, with the button pointing at it
 * (`aria-expanded`, `aria-controls`); Escape closes it and focus returns to the button; Space opens it again
 * with the expanded notification still open; a click outside closes it. Left open for the picture.
 */
export const KeyboardAndDismiss: Story = {
  globals: desktop,
  play: async ({ canvasElement, loaded }) => {
    const button = await notificationsButton(canvasElement, 'success');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-controls');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', {}, { timeout: 15000 });
    const heading = within(dialog).getByRole('heading', { level: 3 });
    await expect(dialog).toHaveAccessibleName(heading.textContent ?? '');
    await expect(heading.textContent).not.toBe('');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-1').title)).toBeVisible());
    await userEvent.click(trigger(dialog, seeded(loaded, 'ntf-1').title));
    await waitFor(() => expect(trigger(dialog, seeded(loaded, 'ntf-1').title)).toHaveAttribute('aria-expanded', 'true'));
    // Escape closes it; focus is back on the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-controls');
    // Space opens it again; the notification opened before is still open.
    await userEvent.keyboard(' ');
    const again = await body.findByRole('dialog');
    await expect(trigger(again, seeded(loaded, 'ntf-1').title)).toHaveAttribute('aria-expanded', 'true');
    // A click outside closes it; focus is back on the button.
    await userEvent.click(canvasElement.querySelector('main') ?? document.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Open again for the picture.
    await userEvent.click(button);
    await body.findByRole('dialog');
  },
};

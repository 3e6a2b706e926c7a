import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdToast, toastGone } from '@console/testing/toastSteps';
import { createMemberHandlers } from '@mocks/handlers/members';
import { operation, ownerCaller, readJson, strArr } from '@mocks/handlers/kit';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { RuleError } from '@mocks/world/rules/errors';
import { invite } from '@mocks/world/rules/members';
import { SEED } from '@mocks/world/seed';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { location, LocationProbe } from '@console/app/stories/location';

/**
 * Member management through the real router and shell, on the mock world: the seeded organisation (owner,
 * four members, a pending and an expired invitation), searching, filtering and paging in the address, the
 * invite dialog with its live checks and refusals, and the invitations' resend and cancel.
 */
const meta = {
  title: 'Pages/Members',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/member', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const wait = { timeout: 15000 };
const ownerEmail = SEED.ownerEmail;
const pendingEmail = 'new.hire@acme-retail.example';
const expiredEmail = 'late.reply@acme-retail.example';

/** The member table (an HTML table). */
async function memberTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole('table', {}, wait);
}

/** The table's body rows (the header row left out). */
function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

async function rowOf(canvasElement: HTMLElement, email: string): Promise<HTMLElement> {
  const table = await memberTable(canvasElement);
  await waitFor(() => expect(bodyRows(table).some((row) => row.textContent?.includes(email))).toBe(true), wait);
  const row = bodyRows(table).find((candidate) => candidate.textContent?.includes(email));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

function statusOf(row: HTMLElement): string | undefined {
  return row.querySelector<HTMLElement>('[data-vocabulary="member"]')?.dataset.status;
}

async function openInvite(canvasElement: HTMLElement): Promise<HTMLElement> {
  await memberTable(canvasElement);
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-action="invite"]');
  if (!button) throw new Error('no invite button');
  await userEvent.click(button);
  return body.findByRole('dialog', {}, wait);
}

async function emailInput(dialog: HTMLElement, index: number): Promise<HTMLInputElement> {
  await waitFor(() => expect(dialog.querySelector(`input[name="email-${index}"]`)).not.toBeNull(), wait);
  return dialog.querySelector<HTMLInputElement>(`input[name="email-${index}"]`) as HTMLInputElement;
}

async function addRow(dialog: HTMLElement): Promise<void> {
  const add = dialog.querySelector<HTMLButtonElement>('[data-action="add-email"]');
  if (!add) throw new Error('no add-email button');
  await userEvent.click(add);
}

async function sendInvitations(): Promise<void> {
  const submit = document.querySelector<HTMLButtonElement>('button[type="submit"][form="invite-members-form"]');
  if (!submit) throw new Error('no send button');
  await userEvent.click(submit);
}

async function rowAction(canvasElement: HTMLElement, email: string, index: number): Promise<void> {
  const row = await rowOf(canvasElement, email);
  await userEvent.click(within(row).getByRole('button'));
  const item = within(await body.findByRole('menu', {}, wait)).getAllByRole('menuitem')[index];
  if (!item) throw new Error(`no menu entry ${index}`);
  await userEvent.click(item);
}

async function toast(tone: 'success' | 'error'): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`[role="alertdialog"][data-tone="${tone}"]`)).not.toBeNull(), wait);
  return document.querySelector<HTMLElement>(`[role="alertdialog"][data-tone="${tone}"]`) as HTMLElement;
}

/** Keeps a toast on screen for the picture: hovering the toast region pauses its auto-hide. */
/** The retry button of a page error, in the four languages. */
const retryName = /^(Try again|다시 시도|再試行|Volver a intentar)$/;

const members = (loaded: Record<string, unknown>) => (loaded.world as World).data.members;

/** The owner's view of the seeded organisation: the owner first and marked, then members and invitations. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, wait)).toBeVisible();
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(7), wait);
    const [first] = bodyRows(table);
    if (!first) throw new Error('no first row');
    await expect(first).toHaveTextContent(ownerEmail);
    await expect(first.querySelector('[data-tone]')).not.toBeNull();
    // Every status of the spec's vocabulary is on the page.
    const statuses = bodyRows(table).map(statusOf);
    await expect(statuses).toEqual(expect.arrayContaining(['Active', 'Inactive', 'Pending', 'Expired']));
    await expect(statusOf(await rowOf(canvasElement, pendingEmail))).toBe('Pending');
    await expect(statusOf(await rowOf(canvasElement, expiredEmail))).toBe('Expired');
    // Jung Min is Active without any role: unauthorised.
    const jung = await rowOf(canvasElement, 'min.jung@acme-retail.example');
    await expect(jung.querySelector('[data-vocabulary="custom"][data-tone="warning"]')).not.toBeNull();
    // Each name opens the member's detail page.
    const link = within(first).getByRole('link');
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/console\/member\/minji\.kim(%40|@)acme-retail\.example$/));
  },
};

/** Typing a name filters the list once typing pauses; the search is kept in the address, on page 0. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await memberTable(canvasElement);
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, 'Park', { delay: null });
    await waitFor(() => expect(location(canvasElement).searchParams.get('q')).toBe('Park'), wait);
    await expect(location(canvasElement).searchParams.get('page')).toBe('0');
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1), wait);
    await expect(bodyRows(table)[0]).toHaveTextContent('sora.park@acme-retail.example');
  },
};

/** Choosing a service shows only the people with a role on it (the owner too); the filter is in the address. */
export const FilterByProduct: Story = {
  play: async ({ canvasElement }) => {
    await memberTable(canvasElement);
    const filter = canvasElement.querySelector<HTMLElement>('[role="search"] [role="group"]');
    if (!filter) throw new Error('no service filter');
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'mBuster' }));
    await waitFor(() => expect(location(canvasElement).searchParams.get('products')).toMatch(/mbuster/), wait);
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2), wait);
    await expect(table).toHaveTextContent(ownerEmail);
    await expect(table).toHaveTextContent('jun.lee@acme-retail.example');
  },
};

/** Twelve rows: ten on the first page, two on the second; the page is in the address. */
export const Paging: Story = {
  parameters: { world: { scenario: 'manyMembers' } },
  play: async ({ canvasElement }) => {
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10), wait);
    const pages = table.closest('[data-layout]')?.parentElement?.querySelector('nav');
    if (!pages) throw new Error('no pagination');
    const next = within(pages).getAllByRole('button').at(-1);
    if (!next) throw new Error('no next-page button');
    await userEvent.click(next);
    await waitFor(() => expect(location(canvasElement).searchParams.get('page')).toBe('1'), wait);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2), wait);
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('2');
  },
};

/** Nothing subscribed yet: only the owner, and the invite dialog says why no one can be invited. */
export const Empty: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement }) => {
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1), wait);
    await expect(bodyRows(table)[0]).toHaveTextContent(ownerEmail);
    const dialog = await openInvite(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('note')).toBeVisible(), wait);
    await expect(dialog.querySelector('input[name="email-0"]')).toBeNull();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/console\/dashboard$/));
  },
};

/** The only plan is a free trial, which allows no members: the dialog points to the plans page. */
export const FreeTrialCannotInvite: Story = {
  parameters: { world: { scenario: 'freeTrialOnly' } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('note')).toBeVisible(), wait);
    await expect(dialog.querySelector('input[name="email-0"]')).toBeNull();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/console\/plan\/subscribe\/netfunnel$/));
  },
};

/** Ten members besides the owner fill NetFUNNEL Medium: 'You have exceeded the maximum allowed members.' */
export const LimitReached: Story = {
  parameters: { world: { scenario: 'manyMembers' } },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('note')).toBeVisible(), wait);
    await expect(dialog.querySelector('input[name="email-0"]')).toBeNull();
    await expect(within(dialog).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/console\/plan\/subscribe\/netfunnel$/));
    await expect(within(dialog).getByRole('note')).toHaveTextContent('10');
  },
};

/**
 * Three people, one address mistyped: the bad one is flagged as soon as the field is left, fixed, then all
 * three are invited; the dialog closes, focus returns to the invite button and three pending rows appear.
 */
export const InviteThreeWithOneBad: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.type(await emailInput(dialog, 0), 'ara@acme.example', { delay: null });
    await addRow(dialog);
    const bad = await emailInput(dialog, 1);
    await userEvent.type(bad, 'dae@acme', { delay: null });
    await addRow(dialog);
    // Leaving the field flags it: 'Not a valid email format.'
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(await emailInput(dialog, 2), 'yuri@acme.example', { delay: null });
    await userEvent.type(bad, '.example', { delay: null });
    await waitFor(() => expect(bad).not.toHaveAttribute('aria-invalid'));
    await sendInvitations();
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), wait);
    const sent = await toast('success');
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('[data-action="invite"]')), wait);
    for (const email of ['ara@acme.example', 'dae@acme.example', 'yuri@acme.example']) {
      await expect(statusOf(await rowOf(canvasElement, email))).toBe('Pending');
    }
    await expect(members(loaded).filter((member) => member.status === 'Pending')).toHaveLength(4);
    await toastGone(sent);
  },
};

/**
 * Escape closes the invite dialog and focus goes back to its button; opening it again starts from an empty form
 * (the dialog's code loads on the first opening and is kept, the form is not).
 */
export const InviteClosedThenReopened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.type(await emailInput(dialog, 0), 'ara@acme.example', { delay: null });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), wait);
    const invite = canvasElement.querySelector<HTMLElement>('[data-action="invite"]');
    await waitFor(() => expect(document.activeElement).toBe(invite), wait);
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', {}, wait);
    await expect(await emailInput(reopened, 0)).toHaveValue('');
  },
};

/** An address that is already a member: flagged while typed, 'This email has already been registered.' */
export const InviteAlreadyRegistered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement);
    const first = await emailInput(dialog, 0);
    await userEvent.type(first, 'jun.lee@acme-retail.example', { delay: null });
    await userEvent.tab();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await addRow(dialog);
    const second = await emailInput(dialog, 1);
    await userEvent.type(second, pendingEmail, { delay: null });
    await userEvent.tab();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    // The two messages differ: registered vs invited.
    const messages = [...dialog.querySelectorAll('[slot="errorMessage"]')].map((node) => node.textContent);
    await expect(new Set(messages).size).toBe(2);
    await sendInvitations();
    await expect(dialog).toBeInTheDocument();
    await expect(members(loaded)).toHaveLength(7);
  },
};

/**
 * The server confirms only part of a batch (here it cannot deliver to one domain): the dialog says which
 * address failed and keeps only that one in the form; the others are pending.
 */
export const InvitePartialFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        members: [
          operation('members.invite', async ({ request, world }) => {
            const caller = ownerCaller(world, request);
            if (caller instanceof RuleError) return caller;
            const emails = strArr(await readJson(request), 'emails');
            const deliverable = emails.filter((email) => !email.endsWith('@bounce.example'));
            const invited = invite(world, caller.organization.id, caller.user.email, deliverable);
            return invited instanceof RuleError ? invited : { invited };
          }),
          ...createMemberHandlers().members,
        ],
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.type(await emailInput(dialog, 0), 'ara.yoon@acme-retail.example', { delay: null });
    await addRow(dialog);
    await userEvent.type(await emailInput(dialog, 1), 'nobody@bounce.example', { delay: null });
    await sendInvitations();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('nobody@bounce.example'), wait);
    await expect(dialog.querySelector('input[name="email-1"]')).toBeNull();
    await expect(await emailInput(dialog, 0)).toHaveValue('nobody@bounce.example');
    await expect(members(loaded).some((member) => member.email === 'ara.yoon@acme-retail.example')).toBe(true);
    await toastGone(await toast('success'));
  },
};

/** The invite call fails (500): 'Failed to invite the member. Please try again later.'; the form is kept. */
export const InviteFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['members.invite'])] } },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.type(await emailInput(dialog, 0), 'ara.yoon@acme-retail.example', { delay: null });
    await sendInvitations();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeVisible(), wait);
    const failed = await toast('error');
    await expect(await emailInput(dialog, 0)).toHaveValue('ara.yoon@acme-retail.example');
    await expect(members(loaded)).toHaveLength(7);
    await toastGone(failed);
  },
};

/** Resending the pending invitation mails a new link (valid 7 more days) and says so: the toast is pictured. */
export const ResendInvitation: Story = {
  play: async ({ canvasElement, loaded }) => {
    const before = members(loaded).find((member) => member.email === pendingEmail)?.invitationToken;
    await rowAction(canvasElement, pendingEmail, 1);
    const resent = await toast('success');
    const after = members(loaded).find((member) => member.email === pendingEmail);
    await expect(after?.invitationToken).not.toBe(before);
    await expect(after?.status).toBe('Pending');
    await holdToast(resent);
  },
};

/** Cancelling asks first; confirmed, the invitation is gone from the list and the world. */
export const CancelInvitation: Story = {
  play: async ({ canvasElement, loaded }) => {
    await rowAction(canvasElement, pendingEmail, 2);
    const confirm = await body.findByRole('alertdialog', {}, wait);
    await expect(confirm).toHaveTextContent(pendingEmail);
    const yes = within(confirm).getAllByRole('button').at(-1);
    if (!yes) throw new Error('no confirm button');
    await userEvent.click(yes);
    const table = await memberTable(canvasElement);
    await waitFor(() => expect(table).not.toHaveTextContent(pendingEmail), wait);
    await expect(members(loaded).some((member) => member.email === pendingEmail)).toBe(false);
    await toastGone(await toast('success'));
  },
};

/** An expired invitation shows as Expired and can be resent: it is Pending again. */
export const ResendExpired: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(statusOf(await rowOf(canvasElement, expiredEmail))).toBe('Expired');
    await rowAction(canvasElement, expiredEmail, 1);
    await waitFor(async () => expect(statusOf(await rowOf(canvasElement, expiredEmail))).toBe('Pending'), wait);
    await expect(members(loaded).find((member) => member.email === expiredEmail)?.status).toBe('Pending');
    // The picture shows the confirmation: the row is Pending again and the toast says the invitation went out.
    await holdToast(await toast('success'));
  },
};

/** The list is on its way: a busy skeleton, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['members.list'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list's call failed: the error with its retry, and no table. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['members.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['members.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['members.list'],
      recovered: async () => {
        const table = await memberTable(canvasElement);
        await waitFor(() => expect(bodyRows(table)).toHaveLength(7), wait);
      },
    }),
};

/** The member list as cards (a box narrower than tablet_md): one card per member. */
async function memberCards(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const cards = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-layout="cards"] [role="list"] > li')];
  await waitFor(() => expect(cards()).toHaveLength(7), wait);
  return cards();
}

/** What a narrow page must hold: search right above the filter, the list in view, nothing clipped or sideways. */
async function expectUsableNarrowPage(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const cards = await memberCards(canvasElement);
  const search = canvasElement.querySelector<HTMLElement>('[role="search"]');
  if (!search) throw new Error('no search landmark');
  const [searchField, filter] = [...search.children] as [HTMLElement, HTMLElement];
  // No blank gap between the search field and the service filter (the flex gap only).
  await expect(filter.getBoundingClientRect().top - searchField.getBoundingClientRect().bottom).toBeLessThanOrEqual(16);
  // The first member is in view on the first screen.
  const [first] = cards as [HTMLElement];
  await expect(first.getBoundingClientRect().top).toBeLessThan(window.innerHeight - 80);
  // The page itself never scrolls sideways, and no card is wider than the page.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  // Each status on one line.
  for (const status of canvasElement.querySelectorAll<HTMLElement>('[data-vocabulary]')) {
    await expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(22);
  }
  return cards;
}

/**
 * Mobile (mobile_sm, 320 px): filters stacked right under the search, the members as cards (name and e-mail as the
 * title with its menu, then status, services and dates), the first one in view.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(576);
    const [owner] = (await expectUsableNarrowPage(canvasElement)) as [HTMLElement];
    // The owner first, with the same link and menu as in the table.
    await expect(owner).toHaveTextContent(ownerEmail);
    await expect(within(owner).getAllByRole('link')).toHaveLength(1);
    await expect(within(owner).getByRole('button')).toHaveAttribute('aria-haspopup');
  },
};

/** Tablet (tablet_md): the content column is still narrower than tablet_md, so the members are cards too. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expectUsableNarrowPage(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdToastSaying } from '@console/testing/toastSteps';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { chosenText } from '@console/testing/selectSteps';
import { RouterStory } from '@console/app/stories/RouterStory';
import { ownershipTransferCancelledToast } from './OwnershipTransfer';
import { ownershipTransferFailedToast, ownershipTransferSubmittedToast } from './OwnershipTransferDialog';
import { rolesChangedToast, rolesFailedToast } from './PermissionEditDialog';
import { activatedToast, deactivatedToast, statusFailedToast } from './StatusChange';

/**
 * Member details (`/{locale}/console/member/{memberEmail}`, owner only) through the real router: account
 * information, the role per product, the permission-edit dialog, the status change and the ownership transfer,
 * against the mock world (seeded members of "Acme Retail").
 */
const meta = {
  title: 'Pages/MemberDetail',
  component: RouterStory,
  parameters: { canvasPadding: false },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const LEE = 'jun.lee@acme-retail.example';
const PARK = 'sora.park@acme-retail.example';
const CHOI = 'hana.choi@acme-retail.example';
const JUNG = 'min.jung@acme-retail.example';
const PENDING = 'new.hire@acme-retail.example';
const path = (email: string) => `/console/member/${encodeURIComponent(email)}`;

function worldOf(loaded: Record<string, unknown>): World {
  return loaded.world as World;
}

function memberIn(world: World, email: string) {
  const member = world.data.members.find((entry) => entry.email === email);
  if (!member) throw new Error(`no member ${email} in the world`);
  return member;
}

/** The page has loaded when its h1 names the member (generous ceiling: the shell loads first). */
async function pageFor(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 15000 })).toBeVisible();
  return canvas;
}

function roleCell(canvasElement: HTMLElement, productName: string): HTMLElement {
  const term = within(canvasElement).getAllByText(productName, { selector: 'dt' })[0];
  const cell = term?.nextElementSibling?.querySelector<HTMLElement>('[data-role]');
  if (!cell) throw new Error(`no role shown for ${productName}`);
  return cell;
}

function editButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-member] section:nth-of-type(2) footer button, [data-member] section:nth-of-type(2) button');
  if (!button) throw new Error('no edit-permissions button');
  return button;
}

async function openEditDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(editButton(canvasElement));
  const dialog = await body.findByRole('dialog', {}, { timeout: 15000 });
  await waitFor(() => expect(dialog.querySelector('input[name="role-netfunnel"]')).not.toBeNull(), { timeout: 15000 });
  return dialog;
}

async function chooseRole(dialog: HTMLElement, productCode: string, role: string) {
  const radio = dialog.querySelector<HTMLInputElement>(`input[name="role-${productCode}"][value="${role}"]`);
  if (!radio) throw new Error(`no ${role} choice for ${productCode}`);
  await userEvent.click(radio);
}

async function saveDialog(dialog: HTMLElement) {
  const save = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!save) throw new Error('no save button');
  await userEvent.click(save);
}

async function toastSays(text: string) {
  await waitFor(() => expect(document.body).toHaveTextContent(text), { timeout: 15000 });
}

/** Keeps the toast saying `text` on screen for the picture: hovering the toast region pauses its auto-hide. */
/** Closes the toasts (they would auto-hide at a random point of the screenshot otherwise). */
async function closeToasts() {
  const closers = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="region"] [role="alertdialog"] button[slot="close"]'));
  for (const button of closers()) await userEvent.click(button);
  await waitFor(() => expect(closers()).toHaveLength(0));
}

/** An Active member with roles: Admin on NetFUNNEL and on mBuster (one domain), none on Bot Manager. */
export const Default: Story = {
  args: { path: path(LEE) },
  play: async ({ canvasElement, globals }) => {
    const canvas = await pageFor(canvasElement, 'Lee Jun');
    await expect(canvasElement.querySelector('[data-member="Active"]')).not.toBeNull();
    await expect(roleCell(canvasElement, 'NetFUNNEL').dataset.role).toBe('ADMINISTRATOR');
    await expect(roleCell(canvasElement, 'mBuster')).toHaveTextContent('shop.acme-retail.example');
    await expect(roleCell(canvasElement, 'Bot Manager').dataset.role).toBe('NONE');
    const crumb = canvasElement.querySelector('[data-member] nav a');
    await expect(crumb).toHaveAttribute('href', `/${String(globals.locale)}/console/member`);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    await expect(editButton(canvasElement)).toBeEnabled();
    await waitFor(() => expect(canvasElement.querySelector('[data-transfer="none"] button')).toBeEnabled(), { timeout: 15000 });
  },
};

/** A Pending invitation: no permission yet (the invited role is listed), editing disabled with the reason. */
export const PendingMember: Story = {
  args: { path: path(PENDING) },
  play: async ({ canvasElement }) => {
    await pageFor(canvasElement, PENDING);
    await expect(canvasElement.querySelector('[data-member="Pending"]')).not.toBeNull();
    const edit = editButton(canvasElement);
    await expect(edit).toBeDisabled();
    await expect(document.getElementById(edit.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      i18n._(errorMessages.MEMBER_NOT_ACTIVE),
    );
    await expect(roleCell(canvasElement, 'NetFUNNEL').dataset.role).toBe('OPERATOR');
    await expect(canvasElement.querySelector('[data-transfer]')).toBeNull();
  },
};

/** An Inactive member: unauthorised, editing disabled with the reason, "Activate" offered. */
export const InactiveMember: Story = {
  args: { path: path(CHOI) },
  play: async ({ canvasElement }) => {
    await pageFor(canvasElement, 'Choi Hana');
    await expect(editButton(canvasElement)).toBeDisabled();
    await expect(canvasElement.querySelector('[data-unauthorised="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-transfer]')).toBeNull();
  },
};

/** An Active member without any role shows as unauthorised. */
export const NoRole: Story = {
  args: { path: path(JUNG) },
  play: async ({ canvasElement }) => {
    await pageFor(canvasElement, 'Jung Min');
    await expect(canvasElement.querySelector('[data-unauthorised="true"]')).not.toBeNull();
    for (const product of ['NetFUNNEL', 'Bot Manager', 'mBuster']) await expect(roleCell(canvasElement, product).dataset.role).toBe('NONE');
    await expect(editButton(canvasElement)).toBeEnabled();
  },
};

/** An address that is no member of the organisation: a clear not-found state with the way back. */
export const UnknownMember: Story = {
  args: { path: path('nobody@acme-retail.example') },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-member="not-found"]')).not.toBeNull(), { timeout: 15000 });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-member="not-found"]')).toHaveTextContent('nobody@acme-retail.example');
    const back = canvasElement.querySelectorAll<HTMLAnchorElement>(`[data-member="not-found"] a[href^="/${String(globals.locale)}/console/member"]`);
    await expect(back.length).toBeGreaterThanOrEqual(2);
  },
};

/** Give Admin on Bot Manager: the world stores it, the page shows it, a success toast, focus back on the button. */
export const EditPermissionsAdmin: Story = {
  args: { path: path(JUNG) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Jung Min');
    const dialog = await openEditDialog(canvasElement);
    await chooseRole(dialog, 'botmanager', 'ADMINISTRATOR');
    await saveDialog(dialog);
    await toastSays(i18n._(rolesChangedToast));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(memberIn(worldOf(loaded), JUNG).roles.botmanager?.role).toBe('ADMINISTRATOR');
    await waitFor(() => expect(roleCell(canvasElement, 'Bot Manager').dataset.role).toBe('ADMINISTRATOR'));
    await waitFor(() => expect(document.activeElement).toBe(editButton(canvasElement)));
    await closeToasts();
  },
};

/** Operator is offered for NetFUNNEL only (spec section 6): given there, absent for Bot Manager and mBuster. */
export const OperatorOnlyForTrafficControl: Story = {
  args: { path: path(JUNG) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Jung Min');
    const dialog = await openEditDialog(canvasElement);
    await expect(dialog.querySelector('input[name="role-netfunnel"][value="OPERATOR"]')).not.toBeNull();
    await expect(dialog.querySelector('input[name="role-botmanager"][value="OPERATOR"]')).toBeNull();
    await expect(dialog.querySelector('input[name="role-mbuster"][value="OPERATOR"]')).toBeNull();
    await expect(dialog.querySelector('input[name="role-botmanager"][value="ADMINISTRATOR"]')).not.toBeNull();
    await chooseRole(dialog, 'netfunnel', 'OPERATOR');
    await saveDialog(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15000 });
    const member = memberIn(worldOf(loaded), JUNG);
    await expect(member.roles.netfunnel?.role).toBe('OPERATOR');
    await expect(member.roles.botmanager).toBeUndefined();
    await waitFor(() => expect(roleCell(canvasElement, 'NetFUNNEL').dataset.role).toBe('OPERATOR'));
    await toastSays(i18n._(rolesChangedToast));
    await closeToasts();
  },
};

/** mBuster needs at least one service domain: refused without one (nothing sent), accepted with one. */
export const BotDetectionNeedsDomain: Story = {
  args: { path: path(JUNG) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Jung Min');
    const dialog = await openEditDialog(canvasElement);
    await chooseRole(dialog, 'mbuster', 'ADMINISTRATOR');
    await waitFor(() => expect(dialog.querySelector('input[name="domains-mbuster"]')).not.toBeNull(), { timeout: 15000 });
    await saveDialog(dialog);
    await waitFor(() => expect(dialog).toHaveTextContent(i18n._(errorMessages.MEMBER_DOMAIN_REQUIRED)));
    await expect(memberIn(worldOf(loaded), JUNG).roles.mbuster).toBeUndefined();
    const domain = dialog.querySelector<HTMLInputElement>('input[name="domains-mbuster"][value="m.acme-retail.example"]');
    if (!domain) throw new Error('no m.acme-retail.example domain');
    await userEvent.click(domain);
    await saveDialog(dialog);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15000 });
    await expect(memberIn(worldOf(loaded), JUNG).roles.mbuster).toEqual({ role: 'ADMINISTRATOR', domains: ['m.acme-retail.example'] });
    await waitFor(() => expect(roleCell(canvasElement, 'mBuster')).toHaveTextContent('m.acme-retail.example'));
    await toastSays(i18n._(rolesChangedToast));
    await closeToasts();
  },
};

/** NetFUNNEL on a free trial allows no role holder: the plan's member limit refuses, said in the dialog. */
export const PermissionLimitReached: Story = {
  args: { path: path(JUNG) },
  parameters: { world: { scenario: 'freeTrialEndsTomorrow' } },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Jung Min');
    const dialog = await openEditDialog(canvasElement);
    await chooseRole(dialog, 'netfunnel', 'ADMINISTRATOR');
    await saveDialog(dialog);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(errorMessages.MEMBER_LIMIT));
    await expect(memberIn(worldOf(loaded), JUNG).roles.netfunnel).toBeUndefined();
    await expect(dialog).toBeInTheDocument();
  },
};

/** The server fails: the role-change failure toast; the dialog keeps the choice for another try. */
export const PermissionSaveFailed: Story = {
  args: { path: path(JUNG) },
  parameters: { world: { failures: [failure('status500', ['members.roles'])] } },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Jung Min');
    const dialog = await openEditDialog(canvasElement);
    await chooseRole(dialog, 'botmanager', 'ADMINISTRATOR');
    await saveDialog(dialog);
    await toastSays(i18n._(rolesFailedToast));
    await expect(memberIn(worldOf(loaded), JUNG).roles.botmanager).toBeUndefined();
    await expect(dialog.querySelector<HTMLInputElement>('input[name="role-botmanager"][value="ADMINISTRATOR"]')?.checked).toBe(true);
    await closeToasts();
  },
};

/**
 * The open confirmation (an alert dialog that is not a toast: toasts are alert dialogs too, in their region). It
 * loads on its first opening, so a toast already on screen must not be taken for it.
 */
async function confirmationDialog(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="alertdialog"]')).find((element) => !element.closest('[role="region"]'));
      if (!dialog) throw new Error('no confirmation dialog');
      return dialog;
    },
    { timeout: 15000 },
  );
}

async function confirmStatus(canvasElement: HTMLElement) {
  const actions = canvasElement.querySelector<HTMLButtonElement>('[data-member] h1 ~ * button, [data-member] > div:first-child button');
  if (!actions) throw new Error('no status button');
  await userEvent.click(actions);
  const dialog = await confirmationDialog();
  const confirm = within(dialog).getAllByRole('button').at(-1);
  if (!confirm) throw new Error('no confirm button');
  await userEvent.click(confirm);
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15000 });
}

/** Active -> Inactive after a destructive confirmation: every permission is removed. */
export const Deactivate: Story = {
  args: { path: path(LEE) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Lee Jun');
    await confirmStatus(canvasElement);
    await toastSays(i18n._(deactivatedToast));
    const member = memberIn(worldOf(loaded), LEE);
    await expect(member.status).toBe('Inactive');
    await expect(member.roles).toEqual({});
    await waitFor(() => expect(canvasElement.querySelector('[data-member="Inactive"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-unauthorised="true"]')).not.toBeNull();
    await expect(editButton(canvasElement)).toBeDisabled();
    await closeToasts();
  },
};

/** Inactive -> Active after a confirmation. */
export const Reactivate: Story = {
  args: { path: path(CHOI) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Choi Hana');
    await confirmStatus(canvasElement);
    await toastSays(i18n._(activatedToast));
    await expect(memberIn(worldOf(loaded), CHOI).status).toBe('Active');
    await waitFor(() => expect(canvasElement.querySelector('[data-member="Active"]')).not.toBeNull());
    await expect(editButton(canvasElement)).toBeEnabled();
    await closeToasts();
  },
};

/** The status change fails: the spec's message as a toast (pictured), nothing changed. */
export const StatusChangeFailed: Story = {
  args: { path: path(LEE) },
  parameters: { world: { failures: [failure('status500', ['members.changeStatus'])] } },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Lee Jun');
    await confirmStatus(canvasElement);
    await holdToastSaying(i18n._(statusFailedToast));
    await expect(memberIn(worldOf(loaded), LEE).status).toBe('Active');
    await expect(canvasElement.querySelector('[data-member="Active"]')).not.toBeNull();
  },
};

async function requestTransfer(canvasElement: HTMLElement, name: string) {
  const trigger = canvasElement.querySelector<HTMLButtonElement>('[data-transfer="none"] button');
  if (!trigger) throw new Error('no transfer button');
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 15000 });
  await userEvent.click(trigger);
  const dialog = await body.findByRole('dialog', {}, { timeout: 15000 });
  // The member shown on the page is preselected.
  await waitFor(() => expect(chosenText(dialog.querySelector('select') as HTMLSelectElement)).toContain(name), { timeout: 15000 });
  const next = within(dialog).getAllByRole('button').at(-1);
  if (!next) throw new Error('no continue button');
  await userEvent.click(next);
  const confirmation = await confirmationDialog();
  await expect(confirmation).toHaveTextContent(name);
  const confirm = within(confirmation).getAllByRole('button').at(-1);
  if (!confirm) throw new Error('no confirm button');
  await userEvent.click(confirm);
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15000 });
}

/** Choose (preselected), confirm: the request is submitted and pending until the member accepts. */
export const TransferOwnership: Story = {
  args: { path: path(PARK) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Park Sora');
    await requestTransfer(canvasElement, 'Park Sora');
    await waitFor(() => expect(worldOf(loaded).data.organizations[0]?.ownerTransfer?.toEmail).toBe(PARK), { timeout: 5000 });
    await toastSays(i18n._(ownershipTransferSubmittedToast));
    const organization = worldOf(loaded).data.organizations[0];
    await expect(organization?.ownerTransfer?.toEmail).toBe(PARK);
    await waitFor(() => expect(canvasElement.querySelector('[data-transfer="pending"]')).toHaveTextContent(PARK), { timeout: 15000 });
    // Nothing is swapped before the member accepts.
    await expect(memberIn(worldOf(loaded), PARK).isOwner).toBe(false);
    await closeToasts();
  },
};

/** The owner withdraws the pending request: the world has none, the transfer button is back, the toast says so. */
export const CancelTransfer: Story = {
  args: { path: path(PARK) },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Park Sora');
    await requestTransfer(canvasElement, 'Park Sora');
    await waitFor(() => expect(canvasElement.querySelector('[data-transfer="pending"] button')).not.toBeNull(), { timeout: 15000 });
    const cancel = canvasElement.querySelector<HTMLButtonElement>('[data-transfer="pending"] button');
    if (!cancel) throw new Error('no cancel button');
    await userEvent.click(cancel);
    const confirmation = await confirmationDialog();
    const confirm = within(confirmation).getAllByRole('button').at(-1);
    if (!confirm) throw new Error('no confirm button');
    await userEvent.click(confirm);
    await holdToastSaying(i18n._(ownershipTransferCancelledToast));
    await expect(worldOf(loaded).data.organizations[0]?.ownerTransfer).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-transfer="none"] button')).toBeEnabled(), { timeout: 15000 });
  },
};

/** The request fails: the "owner-transfer request failed" toast (pictured); no request is pending. */
export const TransferFailed: Story = {
  args: { path: path(PARK) },
  parameters: { world: { failures: [failure('status500', ['organization.transferOwnership'])] } },
  play: async ({ canvasElement, loaded }) => {
    await pageFor(canvasElement, 'Park Sora');
    await requestTransfer(canvasElement, 'Park Sora');
    await holdToastSaying(i18n._(ownershipTransferFailedToast));
    await expect(worldOf(loaded).data.organizations[0]?.ownerTransfer).toBeNull();
    await expect(canvasElement.querySelector('[data-transfer="none"] button')).toBeEnabled();
  },
};

/** The member is still on its way: skeletons, busy, announced, under the page's title and way back. */
export const Loading: Story = {
  args: { path: path(LEE) },
  parameters: { world: { failures: [failure('loading', ['members.detail'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), { timeout: 15000 });
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-member]')).toBeNull();
  },
};

/** The member's call failed: the error with its retry, no member. */
export const LoadFailed: Story = {
  args: { path: path(LEE) },
  parameters: { world: { failures: [failure('status500', ['members.detail'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Lee Jun' })).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  args: { path: path(LEE) },
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['members.detail']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['members.detail'], recovered: async () => void (await pageFor(canvasElement, 'Lee Jun')) }),
};

/** The mobile device class: the facts stack, the actions move under the title. */
export const Mobile: Story = {
  args: { path: path(LEE) },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pageFor(canvasElement, 'Lee Jun');
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tablet device class. */
export const Tablet: Story = {
  args: { path: path(LEE) },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pageFor(canvasElement, 'Lee Jun');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(roleCell(canvasElement, 'NetFUNNEL').dataset.role).toBe('ADMINISTRATOR');
  },
};

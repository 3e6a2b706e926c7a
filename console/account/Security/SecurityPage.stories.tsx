import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastGone } from '@console/testing/toastSteps';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { SEED } from '@mocks/world/seed';
import { messageFor } from '@console/api/contextMessages';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { RouterStory } from '@console/app/stories/RouterStory';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { autoLogoutFailedToast, autoLogoutOffToast } from './AutoLogoutSection';
import { ipSaveFailedToast, ipSavedToast } from './IpWhitelistSection';
import { passwordChangedToast } from './PasswordSection';
import { ResendWaitContext } from './resendWait';
import { twoFactorFailedToast, twoFactorOffToast, twoFactorOnToast } from './TwoFactorSection';

/**
 * The account area's security tab through the real router and shell, on the mock world: the password change
 * with every message and refusal, two-step verification with the e-mailed code (read from the mock world's
 * outbox), auto logout, and the IP whitelist with its checks, the own-IP warning and the sign-out it leads to.
 */
const meta = {
  title: 'Pages/Security',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account/security' },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 15000 };
const body = within(document.body);
const newPassword = 'Harbor#2957';
const otherIp = '198.51.100.7';

/** The spec's sentences in the story's language. */
const says = {
  passwordRequired: () => i18n._(messageFor('account.changePassword', 'PASSWORD_REQUIRED')),
  newPasswordRequired: () => i18n._(messageFor('account.changePassword', 'PASSWORD_NEW_REQUIRED')),
  incorrect: () => i18n._(messageFor('account.changePassword', 'PASSWORD_INCORRECT')),
  sequential: () => i18n._(messageFor('account.changePassword', 'PASSWORD_SEQUENTIAL')),
  mismatch: () => i18n._(messageFor('account.changePassword', 'PASSWORD_CONFIRM_MISMATCH')),
  reused: () => i18n._(messageFor('account.changePassword', 'PASSWORD_REUSED')),
  limit: () => i18n._(messageFor('account.changePassword', 'PASSWORD_LIMIT_EXCEEDED')),
  codeMismatch: () => i18n._(messageFor('security.twoFactor', 'TWO_FA_CODE_MISMATCH')),
  codeExpired: () => i18n._(messageFor('security.twoFactor', 'TWO_FA_CODE_EXPIRED')),
  codeAttempts: () => i18n._(messageFor('security.twoFactor', 'TWO_FA_TOO_MANY_ATTEMPTS')),
  ipInvalid: () => i18n._(messageFor('security.ipWhitelist', 'IP_INVALID')),
  ipDuplicate: () => i18n._(messageFor('security.ipWhitelist', 'IP_DUPLICATE')),
};

const worldOf = (loaded: Record<string, unknown>) => loaded.world as World;
function userOf(world: World, email = SEED.ownerEmail) {
  const user = world.data.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

async function section(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-section="${name}"]`)).toBeVisible(), wait);
  return canvasElement.querySelector<HTMLElement>(`[data-section="${name}"]`) as HTMLElement;
}

function input(scope: HTMLElement, name: string): HTMLInputElement {
  const found = scope.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
}

async function toast(tone: 'success' | 'error'): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`[role="alertdialog"][data-tone="${tone}"]`)).not.toBeNull(), wait);
  return document.querySelector<HTMLElement>(`[role="alertdialog"][data-tone="${tone}"]`) as HTMLElement;
}

/** Fills the password form (empty strings leave a field empty) and submits it. */
async function changePassword(canvasElement: HTMLElement, current: string, next: string, confirm = next): Promise<HTMLElement> {
  const form = await section(canvasElement, 'password');
  for (const [name, value] of [['originPassword', current], ['newPassword', next], ['verifyPassword', confirm]] as const) {
    const field = input(form, name);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value, { delay: null });
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error('no submit button');
  await userEvent.click(submit);
  return form;
}

async function expectFieldError(field: HTMLInputElement, message: string): Promise<void> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), wait);
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** The code the mock world e-mailed last (not used yet). */
function lastCode(world: World): string {
  const challenge = [...world.data.challenges].reverse().find((entry) => !entry.used);
  if (!challenge) throw new Error('no code was sent');
  return challenge.code;
}
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

function ShortResendWait({ children }: { children: ReactNode }) {
  return <ResendWaitContext.Provider value={1}>{children}</ResendWaitContext.Provider>;
}

/** The countdown already over: the code dialog holds still for its picture (a ticking countdown never does). */
function ResendAvailable({ children }: { children: ReactNode }) {
  return <ResendWaitContext.Provider value={0}>{children}</ResendWaitContext.Provider>;
}

/** Presses the two-step verification button and waits for the code dialog. */
async function openCodeDialog(canvasElement: HTMLElement): Promise<{ dialog: HTMLElement; code: HTMLInputElement }> {
  const area = await section(canvasElement, 'two-factor');
  const button = area.querySelector<HTMLButtonElement>('[data-action="two-factor"]');
  if (!button) throw new Error('no two-factor button');
  await userEvent.click(button);
  const dialog = await body.findByRole('dialog', {}, wait);
  await waitFor(() => expect(dialog.querySelector('input[name="code"]')).toHaveFocus(), wait);
  return { dialog, code: input(dialog, 'code') };
}

async function chooseListMode(canvasElement: HTMLElement): Promise<HTMLElement> {
  const area = await section(canvasElement, 'ip-whitelist');
  const list = area.querySelector<HTMLInputElement>('input[name="ipMode"][value="LIST"]');
  if (!list) throw new Error('no list choice');
  await userEvent.click(list.closest('label') ?? list);
  await waitFor(() => expect(area).toHaveAttribute('data-mode', 'LIST'), wait);
  return area;
}

async function addIp(area: HTMLElement, value: string): Promise<void> {
  const field = input(area, 'ip');
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`, { delay: null });
}

/** Brings a block to the top of the window for the picture (at once: a smooth scroll may stop between pixels). */
function showInPicture(element: Element): void {
  element.scrollIntoView({ block: 'start', behavior: 'instant' });
}

function saveButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-action="save-ip-whitelist"]');
  if (!button) throw new Error('no save button');
  return button;
}

/** The owner's view: the four sections, with the seeded settings (2FA off, auto logout on, every address). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, wait)).toBeVisible();
    // The account area's tabs, with Security selected.
    await waitFor(() => expect(canvasElement.querySelector('nav a[aria-current="page"][href$="/console/account/security"]')).not.toBeNull(), wait);
    await section(canvasElement, 'password');
    await expect(await section(canvasElement, 'two-factor')).toHaveAttribute('data-enabled', 'false');
    const autoLogout = await section(canvasElement, 'auto-logout');
    await expect(within(autoLogout).getByRole('switch')).toBeChecked();
    const ip = await section(canvasElement, 'ip-whitelist');
    await expect(ip).toHaveAttribute('data-mode', 'ALL');
    await expect(ip).toHaveTextContent(SEED.clientIp);
    await expect(saveButton(canvasElement)).toBeDisabled();
    // Four section headings under the page's one h1.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Scenario twoFactorOn: the verification shows as on, and the button turns it off. */
export const TwoFactorOn: Story = {
  parameters: { world: { scenario: 'twoFactorOn' } },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement, 'two-factor');
    await waitFor(() => expect(area).toHaveAttribute('data-enabled', 'true'), wait);
    await expect(area.querySelector('[data-action="two-factor"]')).toBeVisible();
    showInPicture(area);
  },
};

/** Nothing typed: 'Enter your password' under the current password, 'Enter your new password' under the new one. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await changePassword(canvasElement, '', '', '');
    await expectFieldError(input(form, 'originPassword'), says.passwordRequired());
    await expectFieldError(input(form, 'newPassword'), says.newPasswordRequired());
    // Nothing was sent.
    await expect(userOf(worldOf(loaded)).password).toBe(SEED.ownerPassword);
  },
};

/** A new password that breaks a rule and a confirmation that differs: the messages and the live checklist. */
export const NewPasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, SEED.ownerPassword, 'Abcd!2024', 'Abcd!2025');
    const next = input(form, 'newPassword');
    await expectFieldError(next, says.sequential());
    await expectFieldError(input(form, 'verifyPassword'), says.mismatch());
    // The checklist ticks what is met and leaves the sequence rule open.
    const rules = form.querySelectorAll('li');
    await expect(form.querySelectorAll('li[data-met]').length).toBeGreaterThan(0);
    await expect(form.querySelectorAll('li[data-met]').length).toBeLessThan(rules.length);
    // Live after the first submit: fixing the password clears its message.
    await userEvent.clear(next);
    await userEvent.type(next, newPassword, { delay: null });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-invalid'), wait);
  },
};

/** A wrong current password: 'Incorrect password' on that field; everything typed stays. */
export const IncorrectPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, 'Wrong!8642', newPassword);
    await expectFieldError(input(form, 'originPassword'), says.incorrect());
    await expect(input(form, 'originPassword')).toHaveValue('Wrong!8642');
    await expect(input(form, 'newPassword')).toHaveValue(newPassword);
    await expect(input(form, 'verifyPassword')).toHaveValue(newPassword);
  },
};

/** The password used before this one is refused by the server; its message sits on the new password. */
export const PreviousPassword: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await changePassword(canvasElement, SEED.ownerPassword, SEED.previousPassword);
    await expectFieldError(input(form, 'newPassword'), says.reused());
    await expect(input(form, 'newPassword')).toHaveValue(SEED.previousPassword);
    await expect(userOf(worldOf(loaded)).password).toBe(SEED.ownerPassword);
  },
};

/** The fifth wrong current password: 'Error occurred, please try again later' (the limit). */
export const PasswordLimitExceeded: Story = {
  play: async ({ canvasElement, loaded }) => {
    // Four wrong attempts already made (on another tab, say): the next one reaches the limit.
    userOf(worldOf(loaded)).wrongPasswordCount = 4;
    const form = await changePassword(canvasElement, 'Wrong!8642', newPassword);
    const alert = await within(form).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(says.limit());
  },
};

/** The change is saved: a success toast, the fields cleared, the new password in force. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await changePassword(canvasElement, SEED.ownerPassword, newPassword);
    const done = await toast('success');
    await expect(done).toHaveTextContent(i18n._(passwordChangedToast));
    await waitFor(() => expect(input(form, 'originPassword')).toHaveValue(''), wait);
    await expect(input(form, 'newPassword')).toHaveValue('');
    await expect(input(form, 'verifyPassword')).toHaveValue('');
    await expect(input(form, 'newPassword')).not.toHaveAttribute('aria-invalid');
    await expect(userOf(worldOf(loaded)).password).toBe(newPassword);
  },
};

/** Turning two-step verification on: the e-mailed code, then a toast and the new state. */
export const TurnOnTwoFactor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { dialog, code } = await openCodeDialog(canvasElement);
    await expect(dialog).toHaveTextContent(SEED.ownerEmail);
    await userEvent.type(code, lastCode(world), { delay: null });
    const done = await toast('success');
    await expect(done).toHaveTextContent(i18n._(twoFactorOnToast));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), wait);
    await waitFor(() => expect(canvasElement.querySelector('[data-section="two-factor"]')).toHaveAttribute('data-enabled', 'true'), wait);
    await expect(userOf(world).twoFactorEnabled).toBe(true);
    await toastGone(done);
  },
};

/** Scenario twoFactorOn: turning it off takes a code too. */
export const TurnOffTwoFactor: Story = {
  parameters: { world: { scenario: 'twoFactorOn' } },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { code } = await openCodeDialog(canvasElement);
    await userEvent.type(code, lastCode(world), { delay: null });
    const done = await toast('success');
    await expect(done).toHaveTextContent(i18n._(twoFactorOffToast));
    await waitFor(() => expect(canvasElement.querySelector('[data-section="two-factor"]')).toHaveAttribute('data-enabled', 'false'), wait);
    await expect(userOf(world).twoFactorEnabled).toBe(false);
    await toastGone(done);
  },
};

/** A wrong code: 'The code does not match. Please re-enter it.'; typing again clears it. */
export const WrongCode: Story = {
  args: { innerWrap: ResendAvailable },
  play: async ({ canvasElement, loaded }) => {
    const { code } = await openCodeDialog(canvasElement);
    const wrong = wrongCode(lastCode(worldOf(loaded)));
    await userEvent.type(code, wrong, { delay: null });
    await expectFieldError(code, says.codeMismatch());
    await userEvent.type(code, '{Backspace}', { delay: null });
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'), wait);
    // The last digit again: the same refusal, shown for the picture; the setting is unchanged.
    await userEvent.type(code, wrong.slice(-1), { delay: null });
    await expectFieldError(code, says.codeMismatch());
    await expect(userOf(worldOf(loaded)).twoFactorEnabled).toBe(false);
    // On to "Send a new code" (a blinking caret never holds still for the picture).
    await userEvent.tab();
    await expect(code).not.toHaveFocus();
  },
};

/** A code entered after its 3 minutes: 'The code has expired. Please get a new code and try again.' */
export const ExpiredCode: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { code } = await openCodeDialog(canvasElement);
    world.clock.advance(4 * 60 * 1000);
    await userEvent.type(code, lastCode(world), { delay: null });
    await expectFieldError(code, says.codeExpired());
  },
};

/** Five wrong codes: the field locks with the too-many-attempts message; a new code is the way out. */
export const TooManyAttempts: Story = {
  args: { innerWrap: ResendAvailable },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { code } = await openCodeDialog(canvasElement);
    const wrong = wrongCode(lastCode(world));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitFor(() => expect(code).not.toBeDisabled(), wait);
      await userEvent.clear(code);
      await userEvent.type(code, wrong, { delay: null });
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), wait);
    }
    await waitFor(() => expect(code).toBeDisabled(), wait);
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(says.codeAttempts()));
  },
};


/** After the countdown (1 s here) a new code can be sent: the old one is replaced and the countdown starts again. */
export const ResendAfterCountdown: Story = {
  args: { innerWrap: ShortResendWait },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { dialog, code } = await openCodeDialog(canvasElement);
    const first = lastCode(world);
    await userEvent.type(code, '12', { delay: null });
    // The server allows a resend 60 s after the code was sent: move the mock's clock past it.
    world.clock.advance(61 * 1000);
    await waitFor(() => expect(dialog.querySelector('[data-action="resend-code"]')).not.toBeNull(), wait);
    await userEvent.click(dialog.querySelector('[data-action="resend-code"]') as HTMLElement);
    await waitFor(() => expect(lastCode(world)).not.toBe(first), wait);
    await waitFor(() => expect(code).toHaveValue(''), wait);
    // The new code works.
    await userEvent.type(code, lastCode(world), { delay: null });
    await toast('success');
    await expect(userOf(world).twoFactorEnabled).toBe(true);
  },
};

/** The switch call fails (500): a failure toast; the dialog stays with the code typed. */
export const TwoFactorFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['security.twoFactor'], 1)] }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const world = worldOf(loaded);
    const { dialog, code } = await openCodeDialog(canvasElement);
    const right = lastCode(world);
    await userEvent.type(code, right, { delay: null });
    await expect(await toast('error')).toHaveTextContent(i18n._(twoFactorFailedToast));
    await expect(dialog).toBeVisible();
    await expect(code).toHaveValue(right);
    await expect(userOf(world).twoFactorEnabled).toBe(false);
  },
};

/** Auto logout off: saved at once with a toast. */
export const AutoLogoutToggle: Story = {
  play: async ({ canvasElement, loaded }) => {
    const area = await section(canvasElement, 'auto-logout');
    const toggle = within(area).getByRole('switch');
    await userEvent.click(toggle);
    const done = await toast('success');
    await expect(done).toHaveTextContent(i18n._(autoLogoutOffToast));
    await waitFor(() => expect(toggle).not.toBeChecked(), wait);
    await expect(userOf(worldOf(loaded)).autoLogout).toBe(false);
    await toastGone(done);
  },
};

/** The auto-logout call fails: a failure toast, and the switch is back where it was. */
export const AutoLogoutFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['security.autoLogout'], 1)] } },
  play: async ({ canvasElement, loaded }) => {
    const area = await section(canvasElement, 'auto-logout');
    const toggle = within(area).getByRole('switch');
    await userEvent.click(toggle);
    const failed = await toast('error');
    await expect(failed).toHaveTextContent(i18n._(autoLogoutFailedToast));
    await waitFor(() => expect(toggle).toBeChecked(), wait);
    await expect(userOf(worldOf(loaded)).autoLogout).toBe(true);
    await toastGone(failed);
  },
};

/**
 * Only listed addresses: adding another address leaves the user's own out, so the 'excluded' notice warns
 * and offers to add it; with it added, the list is saved with a toast.
 */
export const AddIpOwnIpWarning: Story = {
  play: async ({ canvasElement, loaded }) => {
    const area = await chooseListMode(canvasElement);
    await waitFor(() => expect(area.querySelector('[data-notice="own-ip-excluded"]')).toBeVisible(), wait);
    await addIp(area, otherIp);
    await waitFor(() => expect(area).toHaveTextContent(otherIp), wait);
    await expect(area.querySelector('[data-notice="own-ip-excluded"]')).toHaveTextContent(SEED.clientIp);
    await userEvent.click(area.querySelector('[data-action="add-own-ip"]') as HTMLElement);
    await waitFor(() => expect(area.querySelector('[data-notice="own-ip-excluded"]')).toBeNull(), wait);
    await userEvent.click(saveButton(canvasElement));
    const done = await toast('success');
    await expect(done).toHaveTextContent(i18n._(ipSavedToast));
    await expect(userOf(worldOf(loaded)).ipWhitelist).toEqual({ allowAll: false, ips: [otherIp, SEED.clientIp] });
    await waitFor(() => expect(area).toHaveAttribute('data-dirty', 'false'), wait);
    await toastGone(done);
  },
};

/** Saving a list that leaves the user's own address out asks first, saying they will be signed out (Cancel keeps the draft). */
export const SaveWithoutOwnIpAsks: Story = {
  play: async ({ canvasElement, loaded }) => {
    const area = await chooseListMode(canvasElement);
    await addIp(area, otherIp);
    await waitFor(() => expect(saveButton(canvasElement)).not.toBeDisabled(), wait);
    await userEvent.click(saveButton(canvasElement));
    const confirm = await body.findByRole('alertdialog', {}, wait);
    await expect(confirm).toHaveTextContent(SEED.clientIp);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), wait);
    await expect(area).toHaveAttribute('data-dirty', 'true');
    await expect(userOf(worldOf(loaded)).ipWhitelist.allowAll).toBe(true);
    // Asked again, the question stays open for the picture.
    await userEvent.click(saveButton(canvasElement));
    await expect(await body.findByRole('alertdialog', {}, wait)).toBeVisible();
  },
};

/** Saving a list without the own address asks first; confirmed, the server ends the session and the user is signed out. */
export const SaveWithoutOwnIp: Story = {
  // The app leaves the page (a hard navigation to "/"), which a story only records: no picture of the page left behind.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const area = await chooseListMode(canvasElement);
    await addIp(area, otherIp);
    await waitFor(() => expect(saveButton(canvasElement)).not.toBeDisabled(), wait);
    await userEvent.click(saveButton(canvasElement));
    const confirm = await body.findByRole('alertdialog', {}, wait);
    await expect(confirm).toHaveTextContent(SEED.clientIp);
    const buttons = within(confirm).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await toast('success')).toHaveTextContent(i18n._(ipSavedToast));
    await expect(userOf(worldOf(loaded)).ipWhitelist).toEqual({ allowAll: false, ips: [otherIp] });
    // The next call is refused (ACCESS_DENIED_IP): the session is cleared and the app goes to "/".
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toBe('/'), wait);
  },
};

/** 'Invalid IP format.' under the field; nothing is added. */
export const InvalidIp: Story = {
  play: async ({ canvasElement }) => {
    const area = await chooseListMode(canvasElement);
    await addIp(area, '203.0.113.256');
    await expectFieldError(input(area, 'ip'), says.ipInvalid());
    await expect(input(area, 'ip')).toHaveValue('203.0.113.256');
    await expect(area).not.toHaveTextContent('203.0.113.256 ');
  },
};

/** The same address twice (here in another spelling of a range): 'This IP address is already registered.' */
export const DuplicateIp: Story = {
  play: async ({ canvasElement }) => {
    const area = await chooseListMode(canvasElement);
    await addIp(area, otherIp);
    await waitFor(() => expect(input(area, 'ip')).toHaveValue(''), wait);
    await addIp(area, `${otherIp}/32`);
    await expectFieldError(input(area, 'ip'), says.ipDuplicate());
  },
};

/** The Remove button of a listed address (its accessible name says which). */
function removeButton(area: HTMLElement, ip: string): HTMLButtonElement {
  const button = area.querySelector<HTMLButtonElement>(`[data-ip="${ip}"] [data-action="remove-ip"]`);
  if (!button) throw new Error(`no remove button for ${ip}`);
  return button;
}

/**
 * The list as rows, each with its Remove, used by keyboard: removing a row moves focus to the next row's Remove
 * (the previous one at the end), and to the address field once the list is empty, which then says so; the own-IP
 * notice is back.
 */
export const RemoveIp: Story = {
  play: async ({ canvasElement }) => {
    const range = '192.0.2.0/24';
    const area = await chooseListMode(canvasElement);
    await userEvent.click(area.querySelector('[data-action="add-own-ip"]') as HTMLElement);
    await addIp(area, otherIp);
    await addIp(area, range);
    await waitFor(() => expect(area.querySelectorAll('[data-ip]')).toHaveLength(3), wait);
    await expect(area.querySelector(`[data-ip="${SEED.clientIp}"]`)).toHaveTextContent(SEED.clientIp);
    await expect(removeButton(area, otherIp)).toHaveAccessibleName(expect.stringContaining(otherIp));

    removeButton(area, otherIp).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removeButton(area, range)).toHaveFocus(), wait);
    await expect(area.querySelector(`[data-ip="${otherIp}"]`)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removeButton(area, SEED.clientIp)).toHaveFocus(), wait);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input(area, 'ip')).toHaveFocus(), wait);
    await expect(area.querySelector('[data-ip-list="0"]')).not.toBeNull();
    await expect(area.querySelector('[data-notice="own-ip-excluded"]')).toBeVisible();
    await expect(area).toHaveAttribute('data-dirty', 'true');
    showInPicture(area);
  },
};

/** The save fails (500): a failure toast; the list as edited stays, ready to save again. */
export const SaveFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['security.ipWhitelist'], 1)] } },
  play: async ({ canvasElement, loaded }) => {
    const area = await chooseListMode(canvasElement);
    await userEvent.click(area.querySelector('[data-action="add-own-ip"]') as HTMLElement);
    await addIp(area, otherIp);
    await userEvent.click(saveButton(canvasElement));
    const failed = await toast('error');
    await expect(failed).toHaveTextContent(i18n._(ipSaveFailedToast));
    await expect(area).toHaveAttribute('data-dirty', 'true');
    await expect(area).toHaveTextContent(otherIp);
    await expect(userOf(worldOf(loaded)).ipWhitelist.allowAll).toBe(true);
    await toastGone(failed);
  },
};

/** The settings never answer: their placeholder is busy; the password form works meanwhile. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['security.get'])] } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'password');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-section="ip-whitelist"]')).toBeNull();
    showInPicture(canvasElement.querySelector('[aria-busy="true"]') as HTMLElement);
  },
};

/** The settings answer 500: the error with its retry where the settings go; the password form works meanwhile. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['security.get'])] } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'password');
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(canvasElement.querySelector('[data-section="ip-whitelist"]')).toBeNull();
    showInPicture(alert);
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['security.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['security.get'],
      recovered: async () => {
        await section(canvasElement, 'ip-whitelist');
        await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      },
    }),
};

/** A member (scenario memberOperatorOnly) has the same tab for their own account: no owner-only block. */
export const Member: Story = {
  parameters: {
    world: { scenario: 'memberOperatorOnly' },
    screenshot: { samePictureBecause: "A member's own security tab looks like the owner's (Default)." },
  },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'ip-whitelist');
    await section(canvasElement, 'two-factor');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Mobile (mobile_sm): the sections stack, setting actions go under their text; the address rows (a long IPv6 one
 * too) keep their Remove at the row's end; nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const area = await chooseListMode(canvasElement);
    await userEvent.click(area.querySelector('[data-action="add-own-ip"]') as HTMLElement);
    await addIp(area, '2001:db8:85a3::8a2e:370:7334');
    await waitFor(() => expect(area.querySelectorAll('[data-ip]')).toHaveLength(2), wait);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    (document.activeElement as HTMLElement | null)?.blur();
    showInPicture(area.querySelector('[data-ip-list]') as HTMLElement);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'ip-whitelist');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

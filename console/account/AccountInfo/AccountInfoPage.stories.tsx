import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { countryName } from '@mocks/texts/countries';
import { textLanguage } from '@mocks/texts/language';
import { errorMessages } from '@console/api/errorMessages';
import { RouterStory } from '@console/app/stories/RouterStory';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { chooseOption } from '@console/testing/selectSteps';
import { accountFieldMessages, accountToasts, type EditableAccountField } from './accountFields';

/**
 * Account information (`/{locale}/console/account`, first tab of account management) through the real router
 * and shell, against the mock world: the owner Kim Minji of "Acme Retail" (or the member Park Sora). Each
 * field is changed and saved on its own, with its toast.
 */
const meta = {
  title: 'Pages/AccountInfo',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account' },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const OWNER = 'minji.kim@acme-retail.example';
const MEMBER = 'sora.park@acme-retail.example';

/** A country as the mock server names it in the story's language (the countries call sends it). */
const country = (code: string) => countryName(code, textLanguage(i18n.locale));

function worldOf(loaded: Record<string, unknown>): World {
  return loaded.world as World;
}

function userIn(world: World, email: string) {
  const user = world.data.users.find((entry) => entry.email === email);
  if (!user) throw new Error(`no user ${email} in the world`);
  return user;
}

function row(canvasElement: HTMLElement, field: EditableAccountField): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!element) throw new Error(`no ${field} row`);
  return element;
}

/** The page has loaded when its fields are there (generous ceiling: the shell loads first). */
async function pageLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-field="name"]')).not.toBeNull(), { timeout: 30000 });
  return within(canvasElement);
}

async function startEditing(canvasElement: HTMLElement, field: EditableAccountField): Promise<HTMLElement> {
  const button = row(canvasElement, field).querySelector<HTMLButtonElement>('button');
  if (!button) throw new Error(`no change button for ${field}`);
  await userEvent.click(button);
  await waitFor(() => expect(row(canvasElement, field).dataset.editing).toBe('true'));
  const editor = row(canvasElement, field);
  // Focus moves into the input (once the editor's code is in: it loads on the first change).
  await waitFor(() => expect(document.activeElement).toBe(editor.querySelector('input, select')), { timeout: 15000 });
  return editor;
}

function inputOf(editor: HTMLElement): HTMLInputElement {
  const input = editor.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('no input');
  return input;
}

async function replaceText(editor: HTMLElement, text: string) {
  const input = inputOf(editor);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text, { delay: null });
}

async function saveEditor(editor: HTMLElement) {
  const save = editor.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!save) throw new Error('no save button');
  await userEvent.click(save);
}

async function toastSays(text: string) {
  await waitFor(() => expect(document.body).toHaveTextContent(text), { timeout: 15000 });
}

/** Closes the toasts (they would auto-hide at a random point of the screenshot otherwise). */
async function closeToasts() {
  const closers = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="region"] [role="alertdialog"] button[slot="close"]'));
  for (const button of closers()) await userEvent.click(button);
  await waitFor(() => expect(closers()).toHaveLength(0));
}

/** Saved: the editor closes, the new value shows, focus is back on the row's change button. */
async function savedAs(canvasElement: HTMLElement, field: EditableAccountField, text: string) {
  await waitFor(() => expect(row(canvasElement, field).dataset.editing).toBeUndefined(), { timeout: 15000 });
  await waitFor(() => expect(row(canvasElement, field)).toHaveTextContent(text), { timeout: 15000 });
  await waitFor(() => expect(document.activeElement).toBe(row(canvasElement, field).querySelector('button')));
}

/** A save refused by the client's check: the message under the input, the editor open, nothing sent. */
async function refused(editor: HTMLElement, message: string) {
  const input = inputOf(editor);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(editor).toHaveTextContent(message);
  await expect(editor.dataset.editing).toBe('true');
}

/** The owner: e-mail (ID), account type, dates, and every field with its change button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('nav a[aria-current="page"][href$="/console/account"]')).not.toBeNull();
    await expect(canvasElement).toHaveTextContent(OWNER);
    await expect(row(canvasElement, 'name')).toHaveTextContent('Kim Minji');
    await expect(row(canvasElement, 'organizationName')).toHaveTextContent('Acme Retail');
    await expect(row(canvasElement, 'phone')).toHaveTextContent('+82 10-1234-5678');
    await waitFor(() => expect(row(canvasElement, 'country')).toHaveTextContent(country('KR')), { timeout: 15000 });
    for (const field of ['name', 'country', 'organizationName', 'phone'] as const) {
      await expect(row(canvasElement, field).querySelector('button')).toBeEnabled();
    }
    // Created and updated dates.
    await expect(canvasElement.querySelectorAll('time').length).toBeGreaterThanOrEqual(2);
    await expect(canvasElement.querySelector('a[href$="/console/account/terms"]')).not.toBeNull();
  },
};

/** A member: the same page; the organisation name is the owner's to change, so it is read-only with the reason. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    await expect(canvasElement).toHaveTextContent(MEMBER);
    await expect(row(canvasElement, 'name')).toHaveTextContent('Park Sora');
    await waitFor(() => expect(row(canvasElement, 'organizationName').querySelector('button')).toBeNull(), { timeout: 15000 });
    await expect(row(canvasElement, 'organizationName')).toHaveTextContent('Acme Retail');
    await expect(row(canvasElement, 'name').querySelector('button')).toBeEnabled();
    await expect(row(canvasElement, 'phone').querySelector('button')).toBeEnabled();
  },
};

/** Change the name: saved in the world, shown, the success toast, focus back on the change button. */
export const ChangeName: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'name');
    await expect(inputOf(editor)).toHaveValue('Kim Minji');
    await replaceText(editor, 'Kim Minji Ana');
    // The live counter follows the typing.
    await expect(editor).toHaveTextContent('13/20');
    await saveEditor(editor);
    await toastSays(i18n._(accountToasts.name.success));
    await savedAs(canvasElement, 'name', 'Kim Minji Ana');
    await expect(userIn(worldOf(loaded), OWNER).name).toBe('Kim Minji Ana');
    await closeToasts();
  },
};

/** Change the country among the available ones (the list offers no unavailable country). */
export const ChangeCountry: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    await waitFor(() => expect(row(canvasElement, 'country')).toHaveTextContent(country('KR')), { timeout: 15000 });
    const editor = await startEditing(canvasElement, 'country');
    const select = await waitFor(() => {
      const found = editor.querySelector('select');
      expect(found?.options.length).toBeGreaterThan(1);
      return found as HTMLSelectElement;
    });
    // Only available countries are offered (spec section 4).
    await expect(within(select).queryByRole('option', { name: country('IR'), hidden: true })).toBeNull();
    await chooseOption(select, country('JP'));
    await saveEditor(editor);
    await toastSays(i18n._(accountToasts.country.success));
    await savedAs(canvasElement, 'country', country('JP'));
    await expect(userIn(worldOf(loaded), OWNER).country).toBe('JP');
    await closeToasts();
  },
};

/** The owner renames the organisation (30 characters at most). */
export const ChangeOrganisationName: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'organizationName');
    await replaceText(editor, 'Acme Retail Group');
    await saveEditor(editor);
    await toastSays(i18n._(accountToasts.organizationName.success));
    await savedAs(canvasElement, 'organizationName', 'Acme Retail Group');
    await expect(worldOf(loaded).data.organizations[0]?.name).toBe('Acme Retail Group');
    await closeToasts();
  },
};

/** Change the phone, then remove it (empty): both saved with the phone toast. */
export const ChangePhone: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    let editor = await startEditing(canvasElement, 'phone');
    await replaceText(editor, '+82 2 555 0199');
    await userEvent.keyboard('{Enter}');
    await toastSays(i18n._(accountToasts.phone.success));
    await savedAs(canvasElement, 'phone', '+82 2 555 0199');
    await expect(userIn(worldOf(loaded), OWNER).phone).toBe('+82 2 555 0199');
    await closeToasts();
    editor = await startEditing(canvasElement, 'phone');
    await replaceText(editor, '');
    await saveEditor(editor);
    await waitFor(() => expect(userIn(worldOf(loaded), OWNER).phone).toBe(''), { timeout: 15000 });
    await waitFor(() => expect(row(canvasElement, 'phone').dataset.editing).toBeUndefined());
    await expect(row(canvasElement, 'phone')).not.toHaveTextContent('+82');
    await closeToasts();
  },
};

/** An empty name: no message while typing, the message after the failed save, nothing sent. */
export const NameRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'name');
    await replaceText(editor, '   ');
    await expect(inputOf(editor)).not.toHaveAttribute('aria-invalid', 'true');
    await saveEditor(editor);
    await refused(editor, i18n._(accountFieldMessages.name));
    await expect(userIn(worldOf(loaded), OWNER).name).toBe('Kim Minji');
  },
};

/** The name stops at 20 characters (the input refuses more), with the counter at its limit. */
export const NameAtLimit: Story = {
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'name');
    await replaceText(editor, 'Kim Minji of Acme Retail Seoul');
    await expect(inputOf(editor).value).toHaveLength(20);
    await expect(editor).toHaveTextContent('20/20');
  },
};

/** An empty organisation name: its message after the failed save. */
export const OrganisationNameRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'organizationName');
    await replaceText(editor, '');
    await saveEditor(editor);
    await refused(editor, i18n._(accountFieldMessages.organizationName));
    await expect(worldOf(loaded).data.organizations[0]?.name).toBe('Acme Retail');
  },
};

/** A phone with letters: its message after the failed save; what was typed stays. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'phone');
    await replaceText(editor, 'call me');
    await saveEditor(editor);
    await refused(editor, i18n._(accountFieldMessages.phone));
    await expect(inputOf(editor)).toHaveValue('call me');
    await expect(userIn(worldOf(loaded), OWNER).phone).toBe('+82 10-1234-5678');
  },
};

/** The server fails the save: the failure toast, the editor stays open with what was typed. */
export const SaveFailedKeepsInput: Story = {
  parameters: { world: { failures: [failure('status500', ['account.update'])] } },
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'name');
    await replaceText(editor, 'Kim Minji Ana');
    await saveEditor(editor);
    await toastSays(i18n._(accountToasts.name.failure));
    await expect(row(canvasElement, 'name').dataset.editing).toBe('true');
    await expect(inputOf(row(canvasElement, 'name'))).toHaveValue('Kim Minji Ana');
    await expect(userIn(worldOf(loaded), OWNER).name).toBe('Kim Minji');
    await closeToasts();
  },
};

/** Escape (or Cancel) leaves the saved value as it was and returns focus to the change button. */
export const CancelEditing: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageLoaded(canvasElement);
    const editor = await startEditing(canvasElement, 'name');
    await replaceText(editor, 'Someone else');
    await userEvent.keyboard('{Escape}');
    await savedAs(canvasElement, 'name', 'Kim Minji');
    await expect(userIn(worldOf(loaded), OWNER).name).toBe('Kim Minji');
  },
};

/** The account is still on its way: skeletons, busy, announced; the tabs are already there. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['account.get'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), { timeout: 15000 });
    await expect(canvasElement.querySelector('nav a[href$="/console/account/log"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-field]')).toBeNull();
  },
};

/** The account's call failed: the error with its retry, and no fields. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['account.get'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(canvasElement.querySelector('[data-field]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['account.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['account.get'],
      recovered: async () => {
        await pageLoaded(canvasElement);
        await expect(row(canvasElement, 'name')).toHaveTextContent('Kim Minji');
      },
    }),
};

/** The mobile device class: rows stack, nothing scrolls sideways; editing works at this width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    await expect(window.innerWidth).toBeLessThan(576);
    await startEditing(canvasElement, 'organizationName');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tablet device class. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pageLoaded(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(row(canvasElement, 'name')).toHaveTextContent('Kim Minji');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

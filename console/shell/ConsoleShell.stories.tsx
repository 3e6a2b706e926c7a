import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { textLanguage } from '@mocks/texts/language';
import { SIGN_OUT_MESSAGES } from '@mocks/texts/signOut';
import type { World } from '@mocks/world/db';
import { RouterStory } from '@console/app/stories/RouterStory';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { messageFor } from '@console/api/contextMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { AutoLogoutTimeoutContext } from './AutoLogoutTimeout';
import { FreeTrialDialogWrap } from './stories/FreeTrialDialogWrap';

/**
 * The authenticated shell around every console page (spec section 2): top bar, side menu, footer,
 * profile menu, language picker, the states before the page can show (loading, failure, disabled
 * organisation, the extra-information card) and the staff banner. Rendered through the real router.
 */
const meta = {
  title: 'Pages/Shell',
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

/**
 * The shell has loaded when the top bar is there. The ceilings are generous: on a cold, busy 2-core CI run the
 * first console story of a language waits for Vite to transform the whole console.
 */
/**
 * The shell's top bar: the first banner (testing-library also counts a card's <header> inside the page as one).
 */
function topBar(canvasElement: HTMLElement): HTMLElement {
  const [first] = within(canvasElement).getAllByRole('banner');
  if (!first) throw new Error('no top bar');
  return first;
}

async function shellLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(topBar(canvasElement)).toBeVisible(), { timeout: 15000 });
  return canvas;
}

/** The top-bar buttons in order: language, (contact link), notifications, profile. */
function profileButton(canvasElement: HTMLElement) {
  const buttons = within(topBar(canvasElement)).getAllByRole('button');
  const last = buttons.at(-1);
  if (!last) throw new Error('no profile button');
  return last;
}

/**
 * Keeps the toast on screen for the picture: a closable toast hides itself after 3.5 s unless the pointer rests on
 * it (a busy machine could otherwise take the picture after it left).
 */
async function holdToast(): Promise<void> {
  const toast = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="region"] [role="alertdialog"]');
    if (!found) throw new Error('no toast yet');
    return found;
  }, { timeout: 15000 });
  await userEvent.hover(toast);
  await expect(within(toast).getAllByRole('button').length).toBeGreaterThan(0);
}

/** Owner, wide desktop: fixed side menu with the dashboard highlighted, the products, the footer. */
export const Owner: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await shellLoaded(canvasElement);
    const nav = canvas.getByRole('navigation', { name: /./ });
    const links = within(nav).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: /Bot Manager/ })).toHaveTextContent('MBUSTER');
    // Wave is listed but cannot be opened.
    await expect(within(nav).queryByRole('link', { name: /^WAVE$/ })).toBeNull();
    await expect(nav).toHaveTextContent('WAVE');
    // The shell's footer is the last contentinfo (a card's <footer> inside the page counts as one too).
    await expect(canvas.getAllByRole('contentinfo').at(-1)).toHaveTextContent('2.0.0');
    await expect(await canvas.findByRole('heading', { level: 1, name: /Kim Minji/ }, { timeout: 15000 })).toBeVisible();
  },
};

export const OwnerTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    // The side menu is a drawer behind the menu button; choosing an item closes it.
    const menuButton = within(topBar(canvasElement)).getAllByRole('button')[0];
    if (!menuButton) throw new Error('no menu button');
    await userEvent.click(menuButton);
    const dashboard = await body.findByRole('link', { name: /Dashboard|대시보드|ダッシュボード|Panel/ });
    await expect(dashboard).toBeVisible();
  },
};

export const OwnerMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await expect(profileButton(canvasElement)).toBeVisible();
  },
};

/** The profile menu of an owner: header with organisation, name and role; four entries and sign-out. */
export const ProfileMenuOwner: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await userEvent.click(profileButton(canvasElement));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(document.body).toHaveTextContent('Acme Retail');
    await expect(menu.closest('[data-menu-presentation], [role="dialog"], div')).not.toBeNull();
  },
};

/** An outside click closes the profile menu. */
export const ProfileMenuClosesOutside: Story = {
  tags: ['!dev', '!autodocs'],
  globals: desktop,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await userEvent.click(profileButton(canvasElement));
    await body.findByRole('menu');
    await userEvent.click(canvasElement.querySelector('main') ?? document.body);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** A member sees no member or payment management. */
export const ProfileMenuMember: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await userEvent.click(profileButton(canvasElement));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).queryByRole('menuitem', { name: /member/i })).toBeNull();
  },
};

/** On a phone the profile menu is full screen with a close button and the footer. */
export const ProfileMenuMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const trigger = profileButton(canvasElement);
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(menu).toBeVisible();
    await expect(document.body.textContent).toContain('2.0.0');
  },
};

/** Sign out from the profile menu: the session ends and the user goes to sign-in. */
export const SignOut: Story = {
  globals: desktop,
  // Sign-in opens; what the shell behind shows meanwhile (its queries cleared) depends on timing.
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await userEvent.click(profileButton(canvasElement));
    const items = within(await body.findByRole('menu')).getAllByRole('menuitem');
    const signOut = items.at(-1);
    if (!signOut) throw new Error('no sign-out entry');
    await userEvent.click(signOut);
    // After the sign-out call (the API layer loads on its first request): more than waitFor's default second.
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toMatch(/^\/[a-z]{2}\/signin$/), { timeout: 15000 });
  },
};

/**
 * The session expires mid-page (L1001 on a call the page makes while open, here the role check that runs
 * when the tab regains focus): the session is cleared and the visitor goes to "/" (then sign-in).
 */
export const SessionExpiredMidPage: Story = {
  globals: desktop,
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement, loaded }) => {
    await shellLoaded(canvasElement);
    (loaded.world as World).failures = [failure('L1001')];
    // Back to the tab: TanStack Query refetches the organisation role (refetchOnWindowFocus).
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toBe('/'), { timeout: 15000 });
  },
};

/** Sign-out refused (U1000): the server's own message as an error toast; the user stays signed in. */
export const SignOutFailed: Story = {
  globals: desktop,
  parameters: { world: { failures: [failure('U1000', ['user.logout'])] } },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await userEvent.click(profileButton(canvasElement));
    const signOut = within(await body.findByRole('menu')).getAllByRole('menuitem').at(-1);
    if (!signOut) throw new Error('no sign-out entry');
    await userEvent.click(signOut);
    // Spec section 8: U1000 and AT1004 show the server's message as it comes; the server words it in the sent language.
    const message = SIGN_OUT_MESSAGES[textLanguage(i18n.locale)].notSignedOut;
    await waitFor(() => expect(document.body).toHaveTextContent(message), { timeout: 15000 });
    await expect(document.documentElement.dataset.storyNavigation).toBeUndefined();
    await expect(topBar(canvasElement)).toBeVisible();
    await holdToast();
  },
};

/**
 * Auto logout (the seeded account has it on): after the idle time without a pointer, key, wheel or touch the
 * session is signed out and sign-in opens. The story shortens the spec's 60 minutes to 1.5 seconds.
 */
export const AutoLogout: Story = {
  globals: desktop,
  parameters: endsOnAnotherPage,
  decorators: [
    (Story) => (
      <AutoLogoutTimeoutContext.Provider value={1500}>
        <Story />
      </AutoLogoutTimeoutContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toMatch(/^\/[a-z]{2}\/signin$/), {
      timeout: 15000,
    });
  },
};

/** The start-free-trial dialog, opened as a product card opens it. */
export const StartFreeTrialDialog: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'noSubscriptions' } },
  args: { innerWrap: FreeTrialDialogWrap },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    const dialog = await body.findByRole('alertdialog', {}, { timeout: 15000 });
    await expect(dialog).toHaveTextContent('NetFUNNEL');
    await expect(within(dialog).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

/** Confirming the free-trial dialog posts the NetFUNNEL free trial, closes the dialog and goes to the product's dashboard. */
export const StartFreeTrialConfirmed: Story = {
  globals: desktop,
  parameters: { ...endsOnAnotherPage, world: { scenario: 'noSubscriptions' } },
  args: { innerWrap: FreeTrialDialogWrap },
  play: async ({ canvasElement, loaded }) => {
    await shellLoaded(canvasElement);
    const dialog = await body.findByRole('alertdialog', {}, { timeout: 15000 });
    const confirm = within(dialog).getAllByRole('button').at(-1);
    if (!confirm) throw new Error('no confirm button');
    await userEvent.click(confirm);
    await waitFor(() => expect(canvasElement.querySelector('[data-product-dashboard="netfunnel"][data-state]')).not.toBeNull(), { timeout: 15000 });
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15000 });
    const world = loaded.world as World;
    await expect(world.data.subscriptions.some((entry) => entry.productCode === 'netfunnel' && entry.planCode === 'NF_FREETRIAL')).toBe(true);
    // The dialog closed; the success toast (also an alertdialog, in the toast region) says the trial started.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Opens the language picker: the first menu button of the top bar (language, then notifications and the profile menu). */
async function openLanguagePicker(canvasElement: HTMLElement): Promise<HTMLElement> {
  await shellLoaded(canvasElement);
  const languageButton = topBar(canvasElement).querySelector<HTMLButtonElement>('button[aria-haspopup="true"], button[aria-haspopup="menu"]');
  if (!languageButton) throw new Error('no language button');
  await userEvent.click(languageButton);
  const menu = await body.findByRole('menu');
  await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  return menu;
}

/** The language picker lists the four languages, the current one ticked. */
export const LanguagePicker: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const menu = await openLanguagePicker(canvasElement);
    await expect(menu).toBeVisible();
  },
};

/** Choosing another language saves it and reloads the page in that language. */
export const LanguageChange: Story = {
  globals: desktop,
  // The dashboard in another language: the pictures of the dashboard are its own stories'.
  parameters: endsOnAnotherPage,
  play: async ({ canvasElement, globals }) => {
    const menu = await openLanguagePicker(canvasElement);
    // Japanese from the languages whose runs play the story (English would be untranslated text on their screen).
    const other = globals.locale === 'ja' ? 'English' : '日本語';
    await userEvent.click(within(menu).getByRole('menuitem', { name: other }));
    const target = other === 'English' ? 'en' : 'ja';
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toBe(`/${target}/console/dashboard`), { timeout: 15000 });
    // The dashboard in the new language: its strings load after the switch, so the picture waits for them.
    const welcome = target === 'en' ? 'Welcome, Kim Minji' : 'Kim Minjiさん、ようこそ';
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: welcome }, { timeout: 15000 })).toBeVisible();
    await expect(topBar(canvasElement)).toBeVisible();
  },
};

/** While the user loads, a loader. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['user.get'])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A call the shell needs failed: the error with its retry, and no side menu. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['organization.get'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation', { name: /./ })).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['organization.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['organization.get'],
      recovered: async () => {
        await waitFor(() => expect(within(canvasElement).getByRole('navigation', { name: /./ })).toBeVisible(), { timeout: 15000 });
      },
    }),
};

/** The name is empty after sign-up: only the extra-information card, with the reduced profile menu. */
export const ExtraInformationGate: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'newUserEmptyName' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 });
    await expect(heading).toBeVisible();
    // No side menu until there is a name.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const name = canvasElement.querySelector<HTMLInputElement>('input[name="name"]');
    await expect(name).toHaveValue('');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** Confirming with an empty name shows the help texts (only now), keeps what was typed, then saves. */
export const ExtraInformationGateSubmit: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'newUserEmptyName' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 });
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[name="name"], input[name="company"]');
    const [name, company] = [...inputs];
    if (!name || !company) throw new Error('the form lost a field');
    await userEvent.clear(company);
    await userEvent.type(company, 'Acme', { delay: null });
    const submit = [...canvasElement.querySelectorAll('button')].find((button) => button.getAttribute('type') === 'submit');
    if (!submit) throw new Error('no confirm button');
    await userEvent.click(submit);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveValue('Acme');
    await userEvent.type(name, 'Lee Jiwoo', { delay: null });
    await userEvent.click(submit);
    // Saved: the profile now has a name, so the whole shell opens.
    await waitFor(() => expect(canvas.getByRole('navigation', { name: /./ })).toBeVisible(), { timeout: 15000 });
  },
};

/**
 * The organisation's name was set longer than 30 characters outside the console: confirming it unchanged says the
 * limit at the field (the server's FIELD_TOO_LONG words), not that it is required.
 */
export const ExtraInformationGateTooLong: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'newUserEmptyName+longOrganizationName' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 15000 });
    const name = canvasElement.querySelector<HTMLInputElement>('input[name="name"]');
    const company = canvasElement.querySelector<HTMLInputElement>('input[name="company"]');
    if (!name || !company) throw new Error('the form lost a field');
    await expect(company.value.length).toBeGreaterThan(30);
    await userEvent.type(name, 'Lee Jiwoo', { delay: null });
    const submit = [...canvasElement.querySelectorAll('button')].find((button) => button.getAttribute('type') === 'submit');
    if (!submit) throw new Error('no confirm button');
    await userEvent.click(submit);
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    // The field's description (its error message) names the limit.
    const described = (company.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    await expect(described).toContain(i18n._(messageFor('user.info', 'FIELD_TOO_LONG', { field: 'company' })));
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** A disabled organisation: the card, and a toast in the user's language. */
export const DisabledOrganization: Story = {
  parameters: { world: { scenario: 'organizationDisabled' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15000 })).toBeVisible();
    await holdToast();
  },
};

/** Closing the disabled organisation's toast clears everything and goes to "/". */
export const DisabledOrganizationClosed: Story = {
  parameters: { ...endsOnAnotherPage, world: { scenario: 'organizationDisabled' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15000 })).toBeVisible();
    const toast = await body.findByRole('alertdialog', {}, { timeout: 15000 }).catch(() => null);
    const region = toast ?? (await body.findByRole('region', {}, { timeout: 15000 }));
    const close = within(region).getAllByRole('button').at(-1);
    if (!close) throw new Error('the toast has no close button');
    await userEvent.click(close);
    await waitFor(() => expect(document.documentElement.dataset.storyNavigation).toBe('/'), { timeout: 15000 });
  },
};

/** The provider's staff in production see the red caution banner above the top bar. */
export const StaffEnvironmentBanner: Story = {
  globals: desktop,
  parameters: { world: { scenario: 'providerStaffProduction' } },
  play: async ({ canvasElement }) => {
    await shellLoaded(canvasElement);
    // The banner's code loads only for staff.
    await waitFor(() => expect(canvasElement.querySelector('[data-tone="environment"]')).toBeVisible());
  },
};

/** A member who opens member management gets the no-permission dialog over the dashboard. */
export const MemberOpensOwnerOnlyArea: Story = {
  globals: desktop,
  args: { path: '/console/member' },
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    const dialog = await body.findByRole('alertdialog', {}, { timeout: 15000 });
    await expect(dialog).toBeVisible();
    // Underneath is the dashboard, not member management.
    // (hidden: the modal dialog hides the page from assistive technology meanwhile).
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Park Sora|박소라/, hidden: true }, { timeout: 15000 })).toBeInTheDocument();
    await expect(body.getByRole('alertdialog')).toBeVisible();
  },
};

/** Closing the no-permission dialog leaves the member on the dashboard. */
export const OwnerOnlyDialogClosed: Story = {
  tags: ['!dev', '!autodocs'],
  globals: desktop,
  args: { path: '/console/member' },
  parameters: { world: { scenario: 'memberOperatorOnly' }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await body.findByRole('alertdialog', {}, { timeout: 15000 });
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Underneath is the dashboard, not member management.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Park Sora|박소라/ })).toBeVisible();
  },
};

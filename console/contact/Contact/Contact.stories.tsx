import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { messageFor } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { field, submitForm, typeInto } from '@console/app/stories/formSteps';


/** Waits for a confirmation page (its `data-page`) with its title, and returns the page. */
async function showsDonePage(canvasElement: HTMLElement, page: 'contact-success' | 'reception-success'): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-page="${page}"] h1`)).toBeVisible(), { timeout: 15000 });
  return canvasElement.querySelector<HTMLElement>(`[data-page="${page}"]`) as HTMLElement;
}
/**
 * Contact us and the two sales forms (free trial, pricing) through the real router, with their confirmation
 * pages: each validation message, the attachment checks (duplicate, too large, wrong type), a refused submission
 * that keeps everything, and successful submissions the mock world records.
 */
const meta = {
  title: 'Pages/Contact',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/contact-us' },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
const mobile = { viewport: { value: 'mobile_sm', isRotated: false } };
const tablet = { viewport: { value: 'tablet_md', isRotated: false } };

const fileOf = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

/** The spec's sentences in the story's language (the console's catalog is active in every story). */
const says = {
  titleRequired: () => i18n._(messageFor('crm.inquiry', 'FIELD_REQUIRED', { field: 'title' })),
  contentRequired: () => i18n._(messageFor('crm.inquiry', 'FIELD_REQUIRED', { field: 'content' })),
  duplicate: () => i18n._(errorMessages.FILE_DUPLICATE),
  inquiryFailed: () => i18n._(errorMessages.INQUIRY_FAILED),
  fieldRequired: () => i18n._(messageFor('crm.pricing', 'FIELD_REQUIRED', { field: 'name' })),
  valueRequired: () => i18n._(messageFor('crm.pricing', 'FIELD_REQUIRED', { field: 'country' })),
  emailInvalid: () => i18n._(messageFor('crm.pricing', 'EMAIL_INVALID', { field: 'companyEmail' })),
};

/** Elements whose whole text is `text` (an error line under a field). */
function linesSaying(canvasElement: HTMLElement, text: string): Element[] {
  return [...canvasElement.querySelectorAll('*')].filter(
    (element) => element.children.length === 0 && element.textContent?.trim() === text,
  );
}

async function contactForm(canvasElement: HTMLElement) {
  await field(canvasElement, 'title');
  return {
    title: canvasElement.querySelector<HTMLInputElement>('input[name="title"]') as HTMLInputElement,
    content: canvasElement.querySelector<HTMLTextAreaElement>('textarea[name="content"]') as HTMLTextAreaElement,
    picker: canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
  };
}

/** The attached files (the list under the drop zone). */
const attached = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('form ul[aria-label] > li')];

/** The file checks' live region (it names each turned-away file). */
const rejections = (canvasElement: HTMLElement) =>
  [...within(canvasElement).getAllByRole('alert')].find((alert) => alert.closest('[role="group"]')) as HTMLElement;

/** Types by pasting (a long text typed key by key outlasts the test's time on a busy machine). */
async function pasteInto(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillInquiry(canvasElement: HTMLElement) {
  const form = await contactForm(canvasElement);
  await pasteInto(form.title, 'Waiting room shows the wrong language');
  await pasteInto(form.content, 'Visitors from Spain see the Korean waiting page. Screenshot attached.');
  return form;
}

/** Picks the option at `index` (the placeholder apart) in the native select named `name`. */
async function choose(canvasElement: HTMLElement, name: string, index: number) {
  const select = await waitFor(
    () => {
      const found = canvasElement.querySelector(`select[name="${name}"]`);
      expect(found).not.toBeNull();
      return found as HTMLSelectElement;
    },
    { timeout: 15000 },
  );
  const option = [...select.options].filter((entry) => entry.value !== '')[index];
  if (!option) throw new Error(`no option ${index} for ${name}`);
  await userEvent.selectOptions(select, option);
}

/** The country's native select (its options come from the countries call). */
async function countrySelect(canvasElement: HTMLElement): Promise<HTMLSelectElement> {
  return waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLSelectElement>('select[name="country"]');
      expect(found?.options.length).toBeGreaterThan(1);
      return found as HTMLSelectElement;
    },
    { timeout: 15000 },
  );
}

async function fillSalesForm(canvasElement: HTMLElement, options: { service: boolean }) {
  if (options.service) await choose(canvasElement, 'productCode', 1);
  await pasteInto(await field(canvasElement, 'name'), 'Lee Jiwoo');
  await pasteInto(await field(canvasElement, 'companyEmail'), 'jiwoo.lee@harbour-shop.example');
  await choose(canvasElement, 'country', 0);
  await pasteInto(await field(canvasElement, 'contact'), '+82 2 555 0199');
  await choose(canvasElement, 'entryPath', 3);
  for (const consent of ['terms', 'privacy', 'cookie']) {
    const box = canvasElement.querySelector<HTMLInputElement>(`input[name="${consent}"]`);
    if (!box) throw new Error(`no ${consent} consent`);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  }
}

// ---------------------------------------------------------------- Contact us

/** The empty form: title, description, attachments with the allowed types and size. */
export const ContactUs: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await expect(form.title).toBeRequired();
    await expect(form.content).toBeRequired();
    await expect(form.picker.accept).toContain('.hwp');
    await expect(within(canvasElement).getByRole('group', { name: /./ })).toBeVisible();
  },
};

/** Sent empty: the spec's two messages, under the title and under the description. */
export const ContactRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await contactForm(canvasElement);
    await submitForm(canvasElement);
    await waitFor(() => expect(form.title).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.content).toHaveAttribute('aria-invalid', 'true');
    await expect(form.title).toHaveAccessibleDescription(expect.stringContaining(says.titleRequired()));
    await expect(form.content).toHaveAccessibleDescription(expect.stringContaining(says.contentRequired()));
    await expect((loaded.world as World).data.inquiries).toHaveLength(0);
  },
};

/** A second file with a name already attached: 'There are duplicate files.', the list keeps one. */
export const ContactAttachDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await userEvent.upload(form.picker, [fileOf('screenshot.png', 200 * 1024, 'image/png')]);
    await waitFor(() => expect(attached(canvasElement)).toHaveLength(1));
    await userEvent.upload(form.picker, [fileOf('Screenshot.PNG', 300 * 1024, 'image/png')]);
    await waitFor(() => expect(rejections(canvasElement)).toHaveTextContent(says.duplicate()));
    await expect(rejections(canvasElement)).toHaveTextContent('Screenshot.PNG');
    await expect(attached(canvasElement)).toHaveLength(1);
  },
};

/** An 11 MB file is turned away with the 10 MB limit in the locale's format; a small one is added. */
export const ContactAttachTooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement);
    await userEvent.upload(form.picker, [fileOf('recording.mp4', 11 * MB, 'video/mp4'), fileOf('notes.pdf', MB, 'application/pdf')]);
    await waitFor(() => expect(attached(canvasElement)).toHaveLength(1));
    const limit = new Intl.NumberFormat(globals.locale as string, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(10);
    await expect(rejections(canvasElement)).toHaveTextContent('recording.mp4');
    await expect(rejections(canvasElement)).toHaveTextContent(limit);
    await expect(attached(canvasElement)[0]).toHaveTextContent('notes.pdf');
  },
};

/** A type outside the list (.exe) is turned away and the allowed types are named. */
export const ContactAttachWrongType: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    // The picker narrows the choice to the allowed types; a file manager can still hand over any file.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(form.picker, [fileOf('setup.exe', 5000), fileOf('diagram.png', 5000, 'image/png')]);
    await waitFor(() => expect(attached(canvasElement)).toHaveLength(1));
    await expect(rejections(canvasElement)).toHaveTextContent('setup.exe');
    await expect(rejections(canvasElement)).toHaveTextContent(/HWP/);
    await expect(attached(canvasElement)[0]).toHaveTextContent('diagram.png');
  },
};

/** Filled in with a file and sent: the confirmation page, and the mock world holds the inquiry with the file. */
export const ContactSubmitWithFile: Story = {
  parameters: { screenshot: { samePictureBecause: 'Sending ends on the confirmation page that ContactSuccess opens directly.' } },
  play: async ({ canvasElement, loaded }) => {
    const form = await fillInquiry(canvasElement);
    await userEvent.upload(form.picker, [fileOf('waiting-room.png', 400 * 1024, 'image/png')]);
    await waitFor(() => expect(attached(canvasElement)).toHaveLength(1));
    await submitForm(canvasElement);
    await showsDonePage(canvasElement, 'contact-success');
    const inquiry = (loaded.world as World).data.inquiries.at(-1);
    await expect(inquiry?.title).toBe('Waiting room shows the wrong language');
    await expect(inquiry?.attachments.map((file) => file.name)).toEqual(['waiting-room.png']);
    await expect(inquiry?.attachments[0]?.size).toBe(400 * 1024);
  },
};

/** The server fails once: the spec's message; title, description and file stay; sending again works. */
export const ContactSubmitFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['crm.inquiry'], 1)] } },
  play: async ({ canvasElement, loaded }) => {
    const form = await fillInquiry(canvasElement);
    await userEvent.upload(form.picker, [fileOf('waiting-room.png', 400 * 1024, 'image/png')]);
    await submitForm(canvasElement);
    await waitFor(() => expect(canvasElement).toHaveTextContent(says.inquiryFailed()), { timeout: 15000 });
    await expect(form.title).toHaveValue('Waiting room shows the wrong language');
    await expect(form.content.value).toContain('Screenshot attached.');
    await expect(attached(canvasElement)).toHaveLength(1);
    await expect((loaded.world as World).data.inquiries).toHaveLength(0);
  },
};

/** The confirmation after an inquiry, with the way back to the dashboard or to another inquiry. */
export const ContactSuccess: Story = {
  args: { path: '/console/contact/success' },
  play: async ({ canvasElement }) => {
    const page = await showsDonePage(canvasElement, 'contact-success');
    const links = within(page).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/console\/contact-us$/), expect.stringMatching(/\/console\/dashboard$/)]),
    );
  },
};

/** The contact form on a phone (mobile_sm): one column. */
export const ContactUsMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(form.title.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

/** The contact form on a tablet (tablet_md). */
export const ContactUsTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    await contactForm(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
  },
};

// ---------------------------------------------------------------- Free trial and pricing

/** The free-trial request: NetFUNNEL chosen already, the countries the API offers, every field required. */
export const FreeTrialRequest: Story = {
  args: { path: '/console/contact/free-trial/netfunnel' },
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'name');
    await expect(canvasElement.querySelector<HTMLSelectElement>('select[name="productCode"]')?.value).toBe('netfunnel');
    await expect(await countrySelect(canvasElement)).toBeEnabled();
    await expect(canvasElement.querySelectorAll('input[type="checkbox"][required], input[type="checkbox"][aria-required="true"]').length).toBe(3);
  },
};

/** The pricing request: nothing chosen yet. */
export const PricingRequest: Story = {
  args: { path: '/console/contact/pricing' },
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'name');
    await expect(canvasElement.querySelector<HTMLSelectElement>('select[name="productCode"]')?.value ?? '').toBe('');
    await expect(await field(canvasElement, 'companyEmail')).toHaveAttribute('type', 'email');
  },
};

/**
 * Sent empty: every field says so, typed fields 'This field is required.' (name, e-mail, contact) and choices
 * 'Value required.' (service, country, entry path and the three consents).
 */
export const SalesRequired: Story = {
  args: { path: '/console/contact/pricing' },
  play: async ({ canvasElement, loaded }) => {
    await field(canvasElement, 'name');
    await submitForm(canvasElement);
    await waitFor(() => expect(linesSaying(canvasElement, says.fieldRequired())).toHaveLength(3));
    await expect(linesSaying(canvasElement, says.valueRequired())).toHaveLength(6);
    for (const name of ['name', 'companyEmail', 'contact']) {
      await expect(await field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect((loaded.world as World).data.salesRequests).toHaveLength(0);
  },
};

/** A company e-mail without a domain: 'This is not a valid email format.'; the rest is kept. */
export const SalesInvalidEmail: Story = {
  args: { path: '/console/contact/pricing' },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'name', 'Lee Jiwoo');
    const email = await typeInto(canvasElement, 'companyEmail', 'jiwoo.lee@harbour');
    await submitForm(canvasElement);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(says.emailInvalid()));
    await expect(await field(canvasElement, 'name')).toHaveValue('Lee Jiwoo');
    await expect(await field(canvasElement, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Filled in and sent: the reception page with the 1-business-day promise; the world holds the request. */
export const SendPricingRequest: Story = {
  args: { path: '/console/contact/pricing' },
  play: async ({ canvasElement, loaded }) => {
    await field(canvasElement, 'name');
    await fillSalesForm(canvasElement, { service: true });
    await submitForm(canvasElement);
    const page = await showsDonePage(canvasElement, 'reception-success');
    await expect(page).toHaveTextContent('UTC+9');
    const world = loaded.world as World;
    const request = world.data.salesRequests.at(-1);
    await expect(request?.kind).toBe('PRICING');
    await expect(request?.productCode).toBe('botmanager');
    await expect(request?.email).toBe('jiwoo.lee@harbour-shop.example');
    await expect(request?.entryPath).toBe('search');
    await expect(request?.country).toBe(world.data.countries.find((country) => country.availability)?.code);
  },
};

/** The server fails once: the generic message; everything typed and chosen stays, ready to send again. */
export const SalesSubmitFailed: Story = {
  args: { path: '/console/contact/free-trial/netfunnel' },
  parameters: { world: { failures: [failure('status500', ['crm.freeTrial'], 1)] } },
  play: async ({ canvasElement, loaded }) => {
    await field(canvasElement, 'name');
    await fillSalesForm(canvasElement, { service: false });
    await submitForm(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(/./);
    await expect(await field(canvasElement, 'name')).toHaveValue('Lee Jiwoo');
    await expect(await field(canvasElement, 'companyEmail')).toHaveValue('jiwoo.lee@harbour-shop.example');
    await expect(canvasElement.querySelector('input[name="cookie"]')).toBeChecked();
    await expect((loaded.world as World).data.salesRequests).toHaveLength(0);
  },
};

/** The country list is still on its way: the form waits behind a loading state. */
export const SalesLoading: Story = {
  args: { path: '/console/contact/pricing' },
  parameters: { world: { failures: [failure('loading', ['countries.list'])] } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', {}, { timeout: 15000 });
    await expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('input[name="name"]')).toBeNull();
  },
};

/** The country list fails (the route's prefetch, then the page's own call): the error with its retry, no form. */
export const SalesLoadFailed: Story = {
  args: { path: '/console/contact/pricing' },
  parameters: { world: { failures: [failure('status500', ['countries.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="name"]')).toBeNull();
  },
};

/**
 * The country list: a 500 (to the route's prefetch and the page's own call), no answer, then a body that is not
 * JSON; each shows the error with its retry, and retry brings the form.
 */
export const SalesEveryFailureRecovers: Story = {
  args: { path: '/console/contact/pricing' },
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: [failure('status500', ['countries.list'], 2)] }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['countries.list'],
      recovered: async () => expect(await field(canvasElement, 'name')).toBeVisible(),
    }),
};

/** After a free-trial request: the reception page with the 1-business-day (UTC+9) promise. */
export const ReceptionSuccess: Story = {
  args: { path: '/console/contact/reception-success/free-trial' },
  play: async ({ canvasElement }) => {
    const page = await showsDonePage(canvasElement, 'reception-success');
    await expect(page).toHaveTextContent('UTC+9');
    await expect(within(page).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/console\/dashboard$/),
    );
  },
};

/** An unknown reception type is not found. */
export const ReceptionUnknownType: Story = {
  args: { path: '/console/contact/reception-success/newsletter' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 15000 })).toBeVisible();
    await expect(canvasElement.querySelector('#reception-success-title')).toBeNull();
  },
};

/** The sales form on a phone (mobile_sm): the pairs stack. */
export const SalesRequestMobile: Story = {
  args: { path: '/console/contact/pricing' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const name = await field(canvasElement, 'name');
    const email = await field(canvasElement, 'companyEmail');
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

/** The sales form on a tablet (tablet_md). */
export const SalesRequestTablet: Story = {
  args: { path: '/console/contact/pricing' },
  globals: tablet,
  play: async ({ canvasElement }) => {
    await field(canvasElement, 'name');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
  },
};

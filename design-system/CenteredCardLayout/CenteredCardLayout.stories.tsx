import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { companyName } from '@tokens/brand';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { CenteredCardLayout } from './CenteredCardLayout';

/**
 * The one card of the entry pages (sign-in, sign-up steps, password pages, mailed-link pages, not-found) and the
 * extra-information gate: logo, optional icon, title, lead, the form, the page's links.
 */
const meta = {
  title: 'Components/Layout/CenteredCardLayout',
  component: CenteredCardLayout,
  args: {
    width: 'md',
    title: 'Iniciar sesión',
    lead: 'Inicie sesión con la cuenta de su organización para gestionar planes, miembros y facturación.',
    links: (
      <>
        <Link href="#forgot" variant="standalone">
          ¿Ha olvidado su contraseña?
        </Link>
        <Link href="#signup" variant="standalone">
          Crear una cuenta
        </Link>
      </>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['md', 'lg'] },
    showLogo: { control: 'boolean' },
    iconTone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
  parameters: { canvasPadding: false, englishOnlyText: true },
  render: (args) => (
    <CenteredCardLayout {...args}>
      <Stack gap={4}>
        <TextField label="Correo electrónico" type="email" size="lg" />
        <Button size="lg" fullWidth>
          Iniciar sesión
        </Button>
      </Stack>
    </CenteredCardLayout>
  ),
} satisfies Meta<typeof CenteredCardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is a region named by its h1, in the page's main landmark, centred horizontally. */
const checkCentred = async (canvasElement: HTMLElement, maxCard: number, name = 'Iniciar sesión') => {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  const card = canvas.getByRole('region', { name });
  await expect(main).toContainElement(card);
  const cardRect = card.getBoundingClientRect();
  const mainRect = main.getBoundingClientRect();
  await expect(Math.abs(cardRect.left - mainRect.left - (mainRect.right - cardRect.right))).toBeLessThanOrEqual(1);
  await expect(cardRect.width).toBeLessThanOrEqual(maxCard);
  return card;
};

const top = (element: Element) => element.getBoundingClientRect().top;

/**
 * The default 992 px window (desktop_xl): the card at its full 420 px, reading logo, title, lead, form and the
 * links under a rule, in that order.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 420);
    await expect(card.getBoundingClientRect().width).toBe(420);
    const inCard = within(card);
    const wordmark = inCard.getByText(companyName);
    const title = inCard.getByRole('heading', { level: 1 });
    const lead = inCard.getByText(/^Inicie sesión con/);
    const field = inCard.getByRole('textbox');
    const links = inCard.getAllByRole('link');
    await expect(links).toHaveLength(2);
    const order = [wordmark, title, lead, field, ...links.slice(0, 1)].map(top);
    await expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The links share one centred row when they fit.
    await expect(top(links[0] as HTMLElement)).toBe(top(links[1] as HTMLElement));
  },
};

/** A message page (a mail sent, a link no longer valid): the tone's icon badge above the title, one action, no form. */
export const WithIcon: Story = {
  args: {
    icon: <Icon name="warning" size={24} />,
    iconTone: 'warning',
    title: 'Este enlace ya no es válido',
    lead: 'Un enlace para restablecer la contraseña funciona una vez, durante 1 hora.',
    links: (
      <Link href="#signin" variant="standalone">
        Volver a iniciar sesión
      </Link>
    ),
  },
  render: (args) => (
    <CenteredCardLayout {...args}>
      <Button variant="primary" size="lg" fullWidth>
        Enviar un enlace nuevo
      </Button>
    </CenteredCardLayout>
  ),
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 420, 'Este enlace ya no es válido');
    const badge = card.querySelector('[data-tone="warning"]');
    await expect(badge).not.toBeNull();
    await expect(top(badge as Element)).toBeLessThan(top(within(card).getByRole('heading', { level: 1 })));
  },
};

/**
 * The wide card without the logo, its heading in the children (the extra-information gate: a top bar above shows
 * the logo, and the form brings its own heading, named through `aria-labelledby`).
 */
export const Playground: Story = {
  args: { width: 'lg', showLogo: false, title: undefined, lead: undefined, links: undefined, 'aria-labelledby': 'card-title' },
  render: (args) => (
    <CenteredCardLayout {...args}>
      <Stack gap={5}>
        <h1 id="card-title" style={{ margin: 0 }}>
          Iniciar sesión
        </h1>
        <TextField label="Correo electrónico" type="email" />
        <Button fullWidth>Iniciar sesión</Button>
      </Stack>
    </CenteredCardLayout>
  ),
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 560);
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(420);
    await expect(card.querySelector('svg')).toBeNull();
  },
};

/** 320 px: the card fills the width minus the page's side padding; two links that do not fit wrap, centred. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    // On a busy machine the first frame can still have the previous story's width.
    await waitFor(() => expect(window.innerWidth).toBe(320));
    const card = await checkCentred(canvasElement, 420);
    await expect(card.getBoundingClientRect().width).toBe(320 - 2 * 16);
    for (const link of within(card).getAllByRole('link')) {
      const rect = link.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(card.getBoundingClientRect().left);
      await expect(rect.right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    }
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await checkCentred(canvasElement, 420);
  },
};

/** Windows high contrast (the layout group's story): the card keeps a visible outline without its shadow. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const card = await checkCentred(canvasElement, 420);
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyName } from '@tokens/brand';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { CenteredCardLayout } from './CenteredCardLayout';

/** The centred single card of the signed-out screens and the extra-information gate. */
const meta = {
  title: 'Components/Layout/CenteredCardLayout',
  component: CenteredCardLayout,
  args: { width: 'md', 'aria-labelledby': 'card-title', children: null },
  argTypes: { width: { control: 'inline-radio', options: ['md', 'lg'] }, showLogo: { control: 'boolean' } },
  parameters: { canvasPadding: false, englishOnlyText: true },
  render: (args) => (
    <CenteredCardLayout {...args} footer={<a href="#help">¿Olvidó su contraseña?</a>}>
      <Stack gap={5}>
        <h1 id="card-title" style={{ margin: 0 }}>Iniciar sesión</h1>
        <TextField label="Correo electrónico" type="email" />
        <Button fullWidth>Iniciar sesión</Button>
      </Stack>
    </CenteredCardLayout>
  ),
} satisfies Meta<typeof CenteredCardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is a labelled region in the page's main landmark, centred horizontally. */
const checkCentred = async (canvasElement: HTMLElement, maxCard: number) => {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  const card = canvas.getByRole('region', { name: 'Iniciar sesión' });
  await expect(main).toContainElement(card);
  const cardRect = card.getBoundingClientRect();
  const mainRect = main.getBoundingClientRect();
  await expect(Math.abs(cardRect.left - mainRect.left - (mainRect.right - cardRect.right))).toBeLessThanOrEqual(1);
  await expect(cardRect.width).toBeLessThanOrEqual(maxCard);
  return card;
};

/** The default 992 px window (desktop_xl): the card at its full 420 px, opening with the product's logo. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 420);
    await expect(card.getBoundingClientRect().width).toBe(420);
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
    // The logo's wordmark heads the card, above the title.
    const wordmark = within(card).getByText(companyName);
    const title = within(card).getByRole('heading', { level: 1 });
    await expect(wordmark.getBoundingClientRect().bottom).toBeLessThan(title.getBoundingClientRect().top);
  },
};

/** The wide card, without the logo (the extra-information gate has a top bar that shows it). */
export const Playground: Story = {
  args: { width: 'lg', showLogo: false },
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 560);
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(420);
    await expect(card.querySelector('svg')).toBeNull();
  },
};

/** 320 px: the card fills the width minus the page's side padding. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = await checkCentred(canvasElement, 420);
    await expect(card.getBoundingClientRect().width).toBe(320 - 2 * 16);
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

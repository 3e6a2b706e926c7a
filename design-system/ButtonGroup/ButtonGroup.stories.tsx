import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ButtonGroup } from './ButtonGroup';

/**
 * A row of related actions. **When to use**: dialog footers, form buttons, page action bars: one gap
 * and one alignment everywhere. Put the primary action last. Long labels wrap to a new row, never clip.
 */
const meta = {
  title: 'Components/Actions/ButtonGroup',
  parameters: { englishOnlyText: true },
  component: ButtonGroup,
  args: {
    children: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 480, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [cancel, save] = buttons(canvasElement);
    // Aligned to the end, primary last, in reading and tab order.
    await expect(save?.getBoundingClientRect().right).toBeCloseTo(canvasElement.querySelector('[data-align]')?.getBoundingClientRect().right ?? 0, 0);
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-align="start"]')).not.toBeNull();
  },
};

export const Labelled: Story = {
  args: {
    'aria-label': 'Actions for invoice 2026-11',
    children: (
      <>
        <Button variant="secondary">Print</Button>
        <Button variant="secondary">Send receipt</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Actions for invoice 2026-11' })).toBeVisible();
  },
};

export const SpaceBetween: Story = {
  args: {
    align: 'space-between',
    children: (
      <>
        <Button variant="danger">Delete card</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const [remove, save] = buttons(canvasElement);
    await expect((save?.getBoundingClientRect().left ?? 0) - (remove?.getBoundingClientRect().right ?? 0)).toBeGreaterThan(100);
  },
};

export const Stretch: Story = {
  args: { stretch: true },
  play: async ({ canvasElement }) => {
    const [cancel, save] = buttons(canvasElement);
    await expect(cancel?.getBoundingClientRect().width).toBeCloseTo(save?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const [cancel, save] = buttons(canvasElement);
    await expect(cancel?.getBoundingClientRect().width).toBe(480);
    await expect(save?.getBoundingClientRect().top).toBeGreaterThan(cancel?.getBoundingClientRect().bottom ?? 0);
  },
};

/** Spanish labels on a phone-wide row: the buttons wrap to a second row instead of clipping. */
export const LongLabelsWrap: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary">Cancelar la solicitud</Button>
        <Button>Confirmar el cambio de plan</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [cancel, confirm] = buttons(canvasElement);
    await expect(confirm?.getBoundingClientRect().top).toBeGreaterThan(cancel?.getBoundingClientRect().top ?? 0);
  },
};

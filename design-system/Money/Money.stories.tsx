import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMoney, Money } from './Money';

/**
 * An amount in the active locale, with the ISO currency code ("USD 2,588.34", "2588,34 USD"), never a symbol.
 * **When to use**: every price, charge and balance; never format by hand (strings: `formatMoney`).
 */
const meta = {
  title: 'Components/Display/Money',
  component: Money,
  args: { amount: 2588.34 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('span')?.textContent).toBe(formatMoney(2588.34, String(globals.locale)));
    await expect(canvasElement.textContent).toMatch(/2[.,\s\u202f]?588[.,]34/);
    await expect(canvasElement.textContent).toContain('USD');
    await expect(canvasElement.textContent).not.toContain('$');
  },
};

export const Playground: Story = {
  args: { amount: 1200 },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.textContent).toBe(formatMoney(1200, String(globals.locale)));
  },
};

export const Negative: Story = {
  args: { amount: -120 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-negative]')).not.toBeNull();
  },
};

export const OtherCurrency: Story = {
  args: { amount: 1200000, currency: 'KRW' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.textContent).toBe(formatMoney(1200000, String(globals.locale), 'KRW'));
  },
};

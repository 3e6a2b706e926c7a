import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from './Disclosure';

/**
 * Rows that open in place. **When to use**: notifications, FAQs: a title that is enough most of the time,
 * with detail on demand. Some rows never open (spec: COMMON, PRD and PRJ notifications).
 */
const meta = {
  title: 'Components/Display/Disclosure',
  parameters: { englishOnlyText: true },
  component: Accordion,
  args: { onExpandedChange: fn(), children: null },
  render: (args) => (
    <div style={{ maxInlineSize: 520 }}>
      <Accordion {...args}>
        <Disclosure id="maintenance" title="Scheduled maintenance on 28 Nov" meta="2 days ago">
          The console is read-only from 02:00 to 03:00 UTC.
        </Disclosure>
        <Disclosure id="invoice" title="Your November invoice is ready" meta="5 days ago">
          $2,588.34 will be charged on 5 Dec.
        </Disclosure>
        <Disclosure id="project" title="Project 'checkout' was created" meta="1 week ago" isExpandable={false} />
      </Accordion>
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    // Only the two rows that can open have a button.
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { defaultExpandedKeys: ['invoice'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /November invoice/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Pressing the open one closes it; opening one closes the other (the picture: maintenance open, invoice closed). */
export const OneAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const maintenance = canvas.getByRole('button', { name: /maintenance/ });
    const invoice = canvas.getByRole('button', { name: /November invoice/ });
    await userEvent.click(invoice);
    await expect(invoice).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(invoice);
    await expect(invoice).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(invoice);
    await userEvent.click(maintenance);
    await expect(invoice).toHaveAttribute('aria-expanded', 'false');
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The console is read-only from 02:00 to 03:00 UTC.')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /maintenance/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The static row is not in the tab order.
    const second = canvas.getByRole('button', { name: /November invoice/ });
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-static]')).toBeNull();
    // Back to the second row: the picture shows its focus ring.
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['maintenance', 'invoice'] },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await userEvent.tab();
    await expect(getComputedStyle(within(canvasElement).getAllByRole('button')[0] as HTMLElement).outlineStyle).toBe('solid');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const links = [
  <a key="terms" href="https://example.com/terms">
    Terms of use
  </a>,
  <a key="privacy" href="https://example.com/privacy">
    Privacy policy
  </a>,
  <a key="cookies" href="https://example.com/cookies">
    Cookie policy
  </a>,
];

/** Footer: copyright, version (with the translated "Version" label) and the legal links; 40 px, wraps when narrow. */
const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  parameters: { canvasPadding: false },
  args: { copyright: '© 2026 STCLab Inc.', version: '2.0.0', links },
  argTypes: { links: { control: false }, copyright: { control: 'text' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** desktop_xl (the default viewport): one line, links at the inline end. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().height).toBe(40);
    await expect(canvas.getByText(/2\.0\.0/)).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list).toHaveAccessibleName();
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(Math.round(list.getBoundingClientRect().right)).toBe(Math.round(footer.getBoundingClientRect().right) - 24);
  },
};

export const Playground: Story = {
  args: { copyright: '© 2027 STCLab Inc.', version: '2.1.0', linksLabel: 'Policies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Policies' })).toBeVisible();
    await expect(canvas.getByText(/2\.1\.0/)).toBeVisible();
  },
};

/** Keyboard: the links are reachable in order and show the focus ring. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveFocus();
    await userEvent.tab();
    const privacy = canvas.getByRole('link', { name: 'Privacy policy' });
    await expect(privacy).toHaveFocus();
    await expect(getComputedStyle(privacy).outlineStyle).toBe('solid');
  },
};

/** Without links or version: just the copyright. */
export const CopyrightOnly: Story = {
  parameters: { englishOnlyText: true },
  args: { links: undefined, version: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 STCLab Inc.');
  },
};

/** mobile_sm: the links take their own line; the footer grows instead of clipping. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().height).toBeGreaterThan(40);
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(canvas.getByText(/STCLab/).getBoundingClientRect().top);
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** tablet_md: one line again. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo').getBoundingClientRect().height).toBe(40);
  },
};


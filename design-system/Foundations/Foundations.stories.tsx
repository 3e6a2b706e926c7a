import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints, contentBreakpoints, contrastPairs, deviceClassForWidth, tokens } from '@tokens';
import { Foundations } from './Foundations';

/** Design tokens, rendered from `tokens/source.ts` (the same source as the CSS and Sass files). */
const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

export const Colors: Story = {
  args: { section: 'colors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('contrast-pair');
    // Every declared pair is shown and reaches AA.
    await expect(rows).toHaveLength(contrastPairs.length);
    for (const row of rows) await expect(row).toHaveAttribute('data-pass', 'true');
    // The sample really is painted with the CSS custom properties.
    const sample = canvas.getByTestId('sample-text-default-bg-surface');
    await expect(getComputedStyle(sample).color).toBe(rgb(tokens.color['text-default']));
    await expect(getComputedStyle(sample).backgroundColor).toBe(rgb(tokens.color['bg-surface']));
  },
};

export const Typography: Story = {
  args: { section: 'typography' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('font-size-md')).fontSize).toBe(`${tokens.font.size.md}px`);
    await expect(getComputedStyle(canvas.getByTestId('font-weight-bold')).fontWeight).toBe(String(tokens.font.weight.bold));
    await expect(getComputedStyle(canvas.getByTestId('font-family-sans')).fontFamily).toMatch(/^"Inter Variable", "Pretendard Variable"/);
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Pretendard Variable"')).toBe(true);
  },
};

export const Spacing: Story = {
  args: { section: 'spacing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [step, px] of Object.entries(tokens.space)) {
      await expect(canvas.getByTestId(`space-${step}`).getBoundingClientRect().width).toBe(px);
    }
  },
};

export const Breakpoints: Story = {
  args: { section: 'breakpoints' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('window-breakpoint')).toHaveLength(breakpoints.length);
    await expect(canvas.getAllByTestId('content-breakpoint')).toHaveLength(contentBreakpoints.length);
    await expect(canvas.getByTestId('range-mobile_xsm')).toHaveTextContent('280–319');
    await expect(canvas.getByTestId('range-desktop_xxl')).toHaveTextContent('1280+');
    // The hook agrees with the pure mapping for this window.
    const current = deviceClassForWidth(window.innerWidth);
    await expect(canvas.getByTestId('current-device-class')).toHaveTextContent(current);
  },
};

export const ControlHeights: Story = {
  args: { section: 'controlHeights' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('control-height-md').getBoundingClientRect().height).toBe(40);
    for (const [size, px] of Object.entries(tokens.controlHeight)) {
      await expect(canvas.getByTestId(`control-height-${size}`).getBoundingClientRect().height).toBe(px);
    }
  },
};

export const Layout: Story = {
  args: { section: 'layout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('layout-topbar-height')).toHaveTextContent('56px');
    await expect(rootVar('--ac-layout-topbar-height')).toBe('56px');
    await expect(rootVar('--ac-layout-sidenav-width')).toBe('244px');
    await expect(rootVar('--ac-toast-width')).toBe('312px');
    await expect(rootVar('--ac-modal-width')).toBe('400px');
    await expect(canvas.getByTestId('layout.resizeThrottle')).toHaveTextContent('300ms');
  },
};

export const ElevationRadius: Story = {
  name: 'Elevation/Radius',
  args: { section: 'elevationRadius' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('radius-md')).borderStartStartRadius).toBe(`${tokens.radius.md}px`);
    for (const level of Object.keys(tokens.elevation)) {
      await expect(getComputedStyle(canvas.getByTestId(`elevation-${level}`)).boxShadow).not.toBe('none');
    }
  },
};

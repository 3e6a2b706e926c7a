import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productName } from '@tokens/brand';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { Tooltip } from '../Tooltip';
import { TopBar } from './TopBar';

const logo = (
  <a href="#home" style={{ display: 'inline-flex', textDecoration: 'none' }}>
    <Logo />
  </a>
);

const actions = (
  <>
    <Button variant="tertiary" size="sm">
      한국어
    </Button>
    <Tooltip content="Contact us">
      <Button variant="tertiary" icon={<Icon name="info" />} aria-label="Contact us" />
    </Tooltip>
    <Button variant="secondary" size="sm">
      MK
    </Button>
  </>
);

/**
 * The 56 px top bar: logo and actions (language, contact, profile). Outside an AppShell there is no
 * side navigation, so no menu button; the AppShell stories show it.
 */
const meta = {
  title: 'Components/Layout/TopBar',
  component: TopBar,
  parameters: { canvasPadding: false, englishOnlyText: true },
  args: { logo, actions },
  argTypes: { logo: { control: false }, actions: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** desktop_xl (the default viewport). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(56);
    // No side navigation here, so no menu button.
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    // Actions at the inline end.
    const profile = canvas.getByRole('button', { name: 'MK' });
    await expect(Math.round(profile.getBoundingClientRect().right)).toBe(Math.round(header.getBoundingClientRect().right) - 16);
  },
};

export const Playground: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: productName })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** mobile_sm: the logo and the actions fit in 320 px; without room for its words, the logo shows its mark alone. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(56);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const logo = canvas.getByRole('link', { name: productName });
    const firstAction = canvas.getAllByRole('button')[0];
    await expect(logo.getBoundingClientRect().right).toBeLessThanOrEqual(firstAction?.getBoundingClientRect().left ?? 0);
  },
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(56);
    await expect(header.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};


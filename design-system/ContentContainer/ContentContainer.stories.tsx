import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contentBreakpoints, contentClassForWidth, tokens } from '@tokens';
import { ContentContainer } from './ContentContainer';

/** The page's main column: capped at 1200 px, padding by content-width class. */
const meta = {
  title: 'Components/Layout/ContentContainer',
  component: ContentContainer,
  args: { children: null },
  parameters: { canvasPadding: false, controls: { disable: true } },
  render: (args) => (
    <ContentContainer {...args} data-testid="content">
      <p style={{ margin: 0, padding: 16, background: 'var(--ac-color-bg-surface)', border: '1px solid var(--ac-color-border-default)' }}>
        Organización · 조직 정보 · 組織情報
      </p>
    </ContentContainer>
  ),
} satisfies Meta<typeof ContentContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const padding: Record<string, number> = {
  content_xs: tokens.space[3],
  content_sm: tokens.space[4],
  content_md: tokens.space[6],
  content_lg: tokens.space[8],
  content_xl: tokens.space[8],
};
const maxWidth = Math.max(...contentBreakpoints.map((breakpoint) => breakpoint.max));

/** Asserts the class the container reports and the padding and width that follow from it. */
const checkClass = async (canvasElement: HTMLElement, expected: string) => {
  const content = within(canvasElement).getByTestId('content');
  const outer = content.parentElement;
  if (!outer) throw new Error('the content has an outer container');
  const outerWidth = outer.getBoundingClientRect().width;
  await expect(contentClassForWidth(outerWidth)).toBe(expected);
  // Set once the resize observer has reported the first layout.
  await waitFor(() => expect(outer).toHaveAttribute('data-content-class', expected));
  await expect(getComputedStyle(content).paddingInlineStart).toBe(`${padding[expected]}px`);
  await expect(content.getBoundingClientRect().width).toBe(Math.min(outerWidth, maxWidth));
};

/** The default 992 px window (desktop_xl): content_xl. */
export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    await expect(contentClassForWidth(window.innerWidth)).toBe('content_xl');
    await checkClass(canvasElement, 'content_xl');
  },
};

/** 280 px side panel: content_xs. */
export const Narrow: Story = {
  render: (args) => <div style={{ inlineSize: 280 }}>{meta.render(args)}</div>,
  play: async ({ canvasElement }) => checkClass(canvasElement, 'content_xs'),
};

export const Mobile: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => checkClass(canvasElement, 'content_sm'),
};

export const Tablet: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => checkClass(canvasElement, 'content_md'),
};


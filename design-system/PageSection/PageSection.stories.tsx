import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PageSection } from './PageSection';

/** A titled part of a page on the page background: heading, description, actions, content. */
const meta = {
  title: 'Components/Layout/PageSection',
  component: PageSection,
  parameters: { englishOnlyText: true },
  args: {
    title: 'Payment history',
    description: 'Charges of the last twelve months.',
    actions: <Button variant="secondary">Download</Button>,
    children: <p style={{ margin: 0 }}>A table goes here.</p>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Payment history' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment history' })).toBeVisible();
  },
};

/** Title and content only. */
export const Playground: Story = { args: { description: undefined, actions: undefined } };

/** A section inside a section: an `h3`, a step smaller. */
export const Nested: Story = {
  args: { headingLevel: 3, title: 'Failed payments', description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Failed payments' })).toBeVisible();
  },
};

/** A 320 px container: the action moves under the heading. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <PageSection {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(canvas.getByRole('button').getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Icon } from '../Icon';
import { PageSection } from '../PageSection';
import { TabNav } from '../TabNav';
import { TextField } from '../TextField';
import { PageLayout } from './PageLayout';

const tabs = (current: string) => (
  <TabNav
    aria-label="Account management"
    currentId={current}
    items={[
      { id: 'info', label: 'Account info', href: '#info' },
      { id: 'contract', label: 'Contracts', href: '#contract' },
      { id: 'security', label: 'Security', href: '#security' },
    ]}
  />
);

/** The template of every signed-in page: header, notice, area tabs, sections; padding and width per content class. */
const meta = {
  title: 'Components/Layout/PageLayout',
  component: PageLayout,
  parameters: { canvasPadding: false, englishOnlyText: true },
  args: {
    title: 'Payment management',
    description: 'Your charges in US dollars and their receipts.',
    actions: <Button variant="secondary">Payment methods</Button>,
    children: (
      <>
        <Card title="Billing summary" headingLevel={2}>
          <p style={{ margin: 0 }}>Next payment on 5 December.</p>
        </Card>
        <PageSection title="Payment history" description="The last twelve months.">
          <p style={{ margin: 0 }}>A table goes here.</p>
        </PageSection>
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    width: { control: 'inline-radio', options: ['wide', 'narrow'] },
    actions: { control: false },
    tabs: { control: false },
    notice: { control: false },
    breadcrumbs: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const top = (element: Element) => element.getBoundingClientRect().top;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Payment management' });
    // Content-class padding: 32 px above the header at desktop width.
    await expect(top(heading) - canvasElement.getBoundingClientRect().top).toBeGreaterThanOrEqual(32);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment history' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Payment history' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { width: 'narrow' },
};

/** An area's tab bar: the header and the tabs stand at the same place on every tab of the area. */
export const WithTabs: Story = {
  args: {
    title: 'Account management',
    description: undefined,
    actions: undefined,
    tabs: tabs('security'),
    children: (
      <Card title="Password" headingLevel={2}>
        <TextField label="Current password" type="password" />
      </Card>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account management' });
    await expect(top(nav)).toBeGreaterThan(top(canvas.getByRole('heading', { level: 1 })));
    await expect(top(canvas.getByRole('heading', { level: 2, name: 'Password' }))).toBeGreaterThan(top(nav));
  },
};

/** An account-level alert: a banner under the header, above everything the page shows. */
export const WithNotice: Story = {
  args: {
    title: 'Welcome, Kim Minji',
    description: undefined,
    actions: undefined,
    notice: (
      <Banner tone="error" title="Payment failed." action={<Button size="sm" variant="secondary">Update card</Button>}>
        Update your card by 12 December or your plans stop.
      </Banner>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(top(alert)).toBeGreaterThan(top(canvas.getByRole('heading', { level: 1 })));
    await expect(top(alert)).toBeLessThan(top(canvas.getByRole('heading', { level: 2, name: 'Billing summary' })));
  },
};

/** One form or message: 45rem wide, on the same start edge as wide pages. */
export const Narrow: Story = {
  args: {
    title: 'Contact us',
    description: 'We answer within one business day.',
    actions: undefined,
    width: 'narrow',
    children: (
      <Card>
        <TextField label="Subject" />
      </Card>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-width="narrow"]');
    await expect(page?.getBoundingClientRect().width).toBeLessThanOrEqual(720);
  },
};

/** A phone: smaller padding, the actions under the title. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { actions: <Button icon={<Icon name="plus" />}>Add a card</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(top(canvas.getByRole('button', { name: 'Add a card' }))).toBeGreaterThan(top(heading));
  },
};

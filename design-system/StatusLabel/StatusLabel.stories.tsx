import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusLabel } from './StatusLabel';
import type { BillingStatus, MemberStatus, TenantStatus } from './interfaces';

const billing: BillingStatus[] = ['Paid', 'Unpaid', 'Pending', 'Failed'];
const member: MemberStatus[] = ['Active', 'Inactive', 'Pending', 'Expired'];
const tenant: TenantStatus[] = ['pending', 'none', 'running', 'stopped', 'stopping', 'failed', 'deleted'];

const meta = {
  title: 'Components/Display/StatusLabel',
  component: StatusLabel,
  args: { vocabulary: 'billing', status: 'Paid' },
  argTypes: {
    vocabulary: { control: 'inline-radio', options: ['billing', 'member', 'tenant'] },
    status: { control: 'select', options: [...new Set([...billing, ...member, ...tenant])] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = { display: 'grid', gap: 'var(--ac-space-2)', justifyItems: 'start' } as const;
const labels = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-vocabulary]')];
const words = (label: HTMLElement) => (label.textContent ?? '').trim();
const iconOf = (label: HTMLElement) => label.querySelector('svg') as SVGElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [label] = labels(canvasElement) as [HTMLElement];
    await expect(label).toHaveAttribute('data-tone', 'success');
    // A word from the catalog AND an icon: never colour alone. The icon is decorative next to the word.
    await expect(words(label).length).toBeGreaterThan(0);
    await expect(iconOf(label)).toHaveAttribute('data-icon', 'checkCircle');
    await expect(iconOf(label)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { vocabulary: 'tenant', status: 'failed' },
  play: async ({ canvasElement }) => {
    const [label] = labels(canvasElement) as [HTMLElement];
    await expect(label).toHaveAttribute('data-tone', 'danger');
    await expect(iconOf(label)).toHaveAttribute('data-icon', 'xCircle');
  },
};

/** Paid, Unpaid, Pending, Failed: four tones, four icons, four words. */
export const BillingStatuses: Story = {
  render: () => (
    <div style={column}>
      {billing.map((status) => (
        <StatusLabel key={status} vocabulary="billing" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = labels(canvasElement);
    await expect(all.map((label) => label.dataset.tone)).toEqual(['success', 'warning', 'info', 'danger']);
    await expect(new Set(all.map((label) => iconOf(label).dataset.icon)).size).toBe(4);
    await expect(new Set(all.map(words)).size).toBe(4);
    // Each tone is a different colour.
    await expect(new Set(all.map((label) => getComputedStyle(label).color)).size).toBe(4);
  },
};

/** Active, Inactive, Pending (invited), Expired (invitation expired). */
export const MemberStatuses: Story = {
  render: () => (
    <div style={column}>
      {member.map((status) => (
        <StatusLabel key={status} vocabulary="member" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = labels(canvasElement);
    await expect(all.map((label) => label.dataset.tone)).toEqual(['success', 'neutral', 'info', 'neutral']);
    // Inactive and Expired share a colour, so their icons and words must differ.
    await expect(new Set(all.map((label) => iconOf(label).dataset.icon)).size).toBe(4);
    await expect(new Set(all.map(words)).size).toBe(4);
  },
};

/**
 * The seven raw tenant values of the API read as five states: pending and none are "configuring",
 * stopped and stopping both mean the subscription ended.
 */
export const TenantStatuses: Story = {
  render: () => (
    <div style={column}>
      {tenant.map((status) => (
        <StatusLabel key={status} vocabulary="tenant" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const byStatus = Object.fromEntries(labels(canvasElement).map((label) => [label.dataset.status, label]));
    const text = (status: TenantStatus) => words(byStatus[status] as HTMLElement);
    await expect(text('pending')).toBe(text('none'));
    await expect(text('stopped')).toBe(text('stopping'));
    await expect(new Set(tenant.map(text)).size).toBe(5);
    await expect(iconOf(byStatus.pending as HTMLElement)).toHaveAttribute('data-icon', 'sync');
    await expect(byStatus.running).toHaveAttribute('data-tone', 'success');
    await expect(byStatus.failed).toHaveAttribute('data-tone', 'danger');
    await expect(new Set(tenant.map((status) => iconOf(byStatus[status] as HTMLElement).dataset.icon)).size).toBe(5);
  },
};

/** A screen can say it more precisely (the caller translates); and a status outside the vocabularies. */
export const OverriddenAndCustom: Story = {
  parameters: { englishOnlyText: true },
  render: () => (
    <div style={column}>
      <StatusLabel vocabulary="member" status="Pending" label="Invitation sent" />
      <StatusLabel vocabulary="custom" tone="warning" icon="clock" label="Cancellation scheduled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invitation sent').parentElement).toHaveAttribute('data-status', 'Pending');
    const custom = canvas.getByText('Cancellation scheduled').parentElement as HTMLElement;
    await expect(custom).toHaveAttribute('data-tone', 'warning');
    await expect(iconOf(custom)).toHaveAttribute('data-icon', 'clock');
  },
};

/**
 * In a table column narrower than its words, a status stays on one line in every language: the column grows for it
 * (a wide table scrolls) instead of breaking it syllable by syllable.
 */
export const NeverWraps: Story = {
  render: () => (
    <table style={{ inlineSize: 96, borderCollapse: 'collapse' }}>
      <tbody>
        {[...member.map((status) => ({ vocabulary: 'member' as const, status })), ...billing.map((status) => ({ vocabulary: 'billing' as const, status }))].map(
          ({ vocabulary, status }) => (
            <tr key={`${vocabulary}-${status}`}>
              <td style={{ padding: 0 }}>
                {vocabulary === 'member' ? <StatusLabel vocabulary="member" status={status as MemberStatus} /> : <StatusLabel vocabulary="billing" status={status as BillingStatus} />}
              </td>
            </tr>
          ),
        )}
        <tr>
          <td style={{ padding: 0 }}>
            <StatusLabel vocabulary="custom" tone="info" icon="sync" label="Configurando el servicio" />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const all = labels(canvasElement);
    await expect(all).toHaveLength(member.length + billing.length + 1);
    for (const label of all) {
      // One line box (21px), whatever the language's words.
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(22);
      await expect(getComputedStyle(label).whiteSpace).toBe('nowrap');
    }
  },
};

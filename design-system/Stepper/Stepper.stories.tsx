import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

const signUpSteps = [
  { id: 'setting-email', label: 'E-mail' },
  { id: 'setting-region', label: 'Region' },
  { id: 'setting-password', label: 'Password' },
];

/**
 * Progress through a multi-step flow. **When to use**: flows with a fixed order the user walks once
 * (sign-up). Not clickable: the flow's own buttons move between steps.
 */
const meta = {
  title: 'Components/Navigation/Stepper',
  parameters: { englishOnlyText: true },
  component: Stepper,
  args: { steps: signUpSteps, currentStep: 'setting-region', 'aria-label': 'Sign-up steps' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sign-up steps' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Playground: Story = {
  args: { currentStep: 'setting-email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = {
  args: { currentStep: 'setting-password' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'done', 'current']);
    // Done steps say so to screen readers, in the active language.
    await expect((items[0]?.textContent ?? '').length).toBeGreaterThan('1E-mail'.length);
  },
};

/** The caller's words for a step's state: read by screen readers, not shown. */
export const StateLabelsOverride: Story = {
  parameters: { screenshot: { samePictureBecause: 'The state labels are read by screen readers, not shown: it looks like Default.' } },
  args: { stateLabels: { completed: 'done', current: 'you are here' } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('E-mail, done');
    await expect(items[1]).toHaveTextContent('Region, you are here');
  },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Dirección de correo electrónico' },
      { id: 'b', label: 'Región del servicio' },
      { id: 'c', label: 'Contraseña de la cuenta' },
    ],
    currentStep: 'b',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Phone width: markers only, and "2/3 Region" for the current step. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // The marker is the first aria-hidden part, the "2/3" the second.
    const position = items[1]?.querySelectorAll('[aria-hidden="true"]')[1];
    await expect(position).toBeVisible();
    await expect(position?.textContent).toMatch(/2\s*\/\s*3/);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const marker = within(canvasElement).getAllByRole('listitem')[1]?.firstElementChild as HTMLElement;
    await expect(getComputedStyle(marker).borderTopWidth).toBe('2px');
  },
};

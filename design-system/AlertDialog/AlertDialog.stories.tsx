import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const body = within(document.body);
const alert = () => body.getByRole('alertdialog');
/** Footer buttons in order: Cancel (translated), then the confirm button. */
const buttons = () => within(alert()).getAllByRole('button') as [HTMLElement, HTMLElement];

/**
 * Confirmation before an action: `role="alertdialog"`, Cancel and a confirm button named after the
 * action; destructive variant with an optional typed confirmation.
 */
const meta = {
  title: 'Components/Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Change the plan to Large?',
    children: <p>The new plan starts today. This month is charged by day on each plan.</p>,
    confirmLabel: 'Change plan',
    variant: 'confirm',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    confirmLabel: { control: 'text' },
    variant: { control: 'inline-radio', options: ['confirm', 'destructive'] },
    children: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
  await userEvent.click(trigger);
  await waitFor(() => expect(alert()).toBeVisible());
  return trigger;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await open(canvasElement);
    await expect(alert()).toHaveAccessibleName('Change the plan to Large?');
    const [cancel, confirm] = buttons();
    await expect(cancel).toHaveAccessibleName();
    await expect(confirm).toHaveAccessibleName('Change plan');
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Reopened for the picture: at desktop_xl (992 px, the default viewport) the 400 px centred panel, actions side by side.
    await open(canvasElement);
    await expect(window.innerWidth).toBe(992);
    await expect(alert().getBoundingClientRect().width).toBe(400);
    await expect(buttons()[0]?.getBoundingClientRect().top).toBe(buttons()[1]?.getBoundingClientRect().top);
  },
};

export const Playground: Story = {
  args: { variant: 'destructive', title: 'Remove this card?', confirmLabel: 'Remove card' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(buttons()[1]).toHaveAttribute('data-variant', 'danger');
  },
};

/** Cancel and Escape both cancel (onCancel, no onConfirm) and return focus to the trigger. */
export const CancelAndEscape: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const trigger = await open(canvasElement);
    await userEvent.click(buttons()[0]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A click outside does not close a confirmation: the user must choose. No close button either. */
export const OutsideClickIgnored: Story = {
  parameters: { screenshot: { samePictureBecause: 'The ignored click changes nothing: the confirmation stays open as in Default.' } },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await expect(buttons()).toHaveLength(2);
    const overlay = alert().parentElement?.parentElement as HTMLElement;
    await userEvent.pointer([{ target: overlay, coords: { clientX: 4, clientY: 4 }, keys: '[MouseLeft]' }]);
    await expect(alert()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Destructive with typed confirmation: a wrong phrase keeps the red button disabled; the right one enables it. */
export const TypedConfirmation: Story = {
  args: {
    variant: 'destructive',
    title: 'Delete the organisation Acme Retail?',
    children: <p>All members lose access and the data is deleted after 28 days. This cannot be undone.</p>,
    confirmLabel: 'Delete organisation',
    confirmationPhrase: 'Acme Retail',
  },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const field = within(alert()).getByRole('textbox');
    // The default label (translated) names the phrase to type.
    await expect(field).toHaveAccessibleName(expect.stringContaining('Acme Retail'));
    const confirm = buttons()[1];
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'acme retail');
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Retail');
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    // Keyboard: Tab from the field reaches Cancel, then the confirm button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
  },
};

/** Confirming the typed phrase runs the action once and closes; reopening starts with an empty field. */
export const TypedConfirmationConfirmed: Story = {
  args: { ...TypedConfirmation.args, confirmationLabel: 'Type the organisation name' },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const field = within(alert()).getByRole('textbox', { name: /Type the organisation name/ });
    await userEvent.type(field, 'Acme Retail');
    await userEvent.click(buttons()[1]);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await open(canvasElement);
    await expect(within(alert()).getByRole('textbox')).toHaveValue('');
    await expect(buttons()[1]).toBeDisabled();
  },
};

let rejectConfirm: (() => void) | undefined;

/** An async action: the confirm button is pending while it runs; a failure keeps the dialog open. */
export const PendingThenFailed: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          rejectConfirm = () => reject(new Error('failed'));
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const [cancel, confirm] = buttons();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(cancel).toBeDisabled();
    // Escape does not abandon a running action.
    await userEvent.keyboard('{Escape}');
    await expect(alert()).toBeVisible();
    rejectConfirm?.();
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(alert()).toBeVisible();
    await expect(cancel).toBeEnabled();
  },
};

/** Long Spanish wording wraps; the buttons keep their full labels. */
export const LongSpanishText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    variant: 'destructive',
    title: '¿Cancelar la suscripción de Bot Manager para toda la organización?',
    children: (
      <p>
        Los datos se conservan durante 28 días después de la cancelación. No podrá volver a iniciar el servicio
        durante unos 10 minutos.
      </p>
    ),
    confirmLabel: 'Cancelar la suscripción',
    cancelLabel: 'Mantener la suscripción',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const [cancel, confirm] = buttons();
    await expect(cancel).toHaveTextContent('Mantener la suscripción');
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(alert().getBoundingClientRect().right);
  },
};

/** mobile_sm: full width; the actions stack with the confirm button on top. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: TypedConfirmation.args,
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(alert().getBoundingClientRect().width).toBe(window.innerWidth);
    const [cancel, confirm] = buttons();
    await expect(confirm.getBoundingClientRect().top).toBeLessThan(cancel.getBoundingClientRect().top);
  },
};

/** tablet_md: the 400 px centred panel. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(alert().getBoundingClientRect().width).toBe(400);
  },
};


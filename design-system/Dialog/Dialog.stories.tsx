import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogTrigger } from './Dialog';

const body = within(document.body);

/** The open dialog (portalled to the body). */
const dialog = () => body.getByRole('dialog');
/** The close button: the first button of the dialog, in its header (its name is translated). */
const closeButton = () => within(dialog()).getAllByRole('button')[0] as HTMLElement;

const onSave = fn();

/**
 * Modal dialog: 400 px wide from the modal token, full width under 432 px, title, body, footer actions
 * and a translated close button. Focus is trapped inside and returns to the trigger.
 */
const meta = {
  title: 'Components/Overlays/Dialog',
  parameters: { englishOnlyText: true },
  component: Dialog,
  args: {
    title: 'Invite a member',
    children: <p>Members get an e-mail with a link to join your organisation. The link is valid for one hour.</p>,
    isDismissable: true,
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              Send invitation
            </Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
  await userEvent.click(trigger);
  await waitFor(() => expect(dialog()).toBeVisible());
  return trigger;
};

/** desktop_xl (992 px, the default viewport): the 400 px centred panel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await expect(window.innerWidth).toBe(992);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = dialog();
    await expect(panel).toHaveAccessibleName('Invite a member');
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Invite a member' })).toBeVisible();
    // 400 px from --ac-modal-width at desktop_xl.
    await expect(panel.getBoundingClientRect().width).toBe(400);
    await expect(closeButton()).toHaveAccessibleName();
    await expect(within(panel).getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { title: 'Start your free trial' },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await expect(dialog()).toHaveAccessibleName('Start your free trial');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Open again for the picture: the dialog with the Playground's title.
    await open(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Escape closes a dismissable dialog and focus goes back to the button that opened it. */
export const DismissByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the dimmed backdrop closes it too, with the same focus return. */
export const DismissByOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    const overlay = dialog().parentElement?.parentElement as HTMLElement;
    // Top-left corner of the backdrop, well outside the centred panel.
    await userEvent.pointer([{ target: overlay, coords: { clientX: 4, clientY: 4 }, keys: '[MouseLeft]' }]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The close button and the footer action close it; the action runs first. */
export const CloseButtonAndActions: Story = {
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const trigger = await open(canvasElement);
    await userEvent.click(closeButton());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await open(canvasElement);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

/** Not dismissable: no close button; Escape and the backdrop do nothing; only an action closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Choose how to continue' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const panel = dialog();
    await expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Send invitation']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog()).toBeVisible();
  },
};

/** Keyboard only: Enter opens, focus is trapped (Tab cycles inside), Escape closes and focus returns. */
export const KeyboardUse: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog {...args} footer={(close) => <Button onPress={close}>Done</Button>}>
        <TextField label="E-mail address" type="email" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).toBeVisible());
    const panel = dialog();
    // Focus is inside the dialog; Tab visits the close button, the field and Done, then wraps.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    const stops: Element[] = [];
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(panel.contains(document.activeElement)).toBe(true);
      if (document.activeElement) stops.push(document.activeElement);
    }
    await expect(stops).toContain(within(panel).getByRole('textbox'));
    await expect(new Set(stops).size).toBe(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Controlled from outside (`isOpen` / `onOpenChange`), without a DialogTrigger; the picture shows it open again. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Open dialog
        </Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
          footer={<Button onPress={() => setOpen(false)}>Done</Button>}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
    await open(canvasElement);
    await expect(within(dialog()).getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** A long Spanish title and body wrap inside the 400 px panel; nothing is clipped. */
export const LongSpanishTitle: Story = {
  args: {
    title: 'Confirmar el cambio de plan y la autorización del pago mensual recurrente',
    children: (
      <p>
        El nuevo plan se aplicará inmediatamente y el importe se prorrateará por días hasta el final del mes de
        facturación en curso. Puede cancelar la suscripción en cualquier momento desde la administración de pagos.
      </p>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog
        {...args}
        footer={
          <>
            <Button variant="secondary">Cancelar</Button>
            <Button>Confirmar el cambio de plan</Button>
          </>
        }
      />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const heading = within(dialog()).getByRole('heading', { level: 2 });
    // Wraps to several lines rather than overflowing or pushing the close button out.
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(closeButton().getBoundingClientRect().right).toBeLessThanOrEqual(dialog().getBoundingClientRect().right);
    await expect(dialog().getBoundingClientRect().width).toBe(400);
  },
};

/** mobile_sm (320 px): under the 432 px modal breakpoint the dialog spans the window, docked at the bottom. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(dialog().getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(Math.round(dialog().getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // Footer actions stack at full width.
    const send = within(dialog()).getByRole('button', { name: 'Send invitation' });
    await expect(send.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 60);
  },
};

/** tablet_md (576 px): above 432 px, back to the 400 px centred panel. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const box = dialog().getBoundingClientRect();
    await expect(box.width).toBe(400);
    await expect(Math.round(box.left)).toBe(Math.round((window.innerWidth - 400) / 2));
  },
};

/** Windows high contrast: the panel keeps an edge (border, not shadow) and the focus ring stays visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await open(canvasElement);
    const modal = dialog().parentElement as HTMLElement;
    await expect(getComputedStyle(modal).borderTopStyle).toBe('solid');
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(dialog().contains(focused)).toBe(true);
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

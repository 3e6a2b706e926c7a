import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';
import type { FileUploadItem, FileUploadMessages } from './interfaces';

const MB = 1024 * 1024;

/** Spec (contact form): max 10 MB each; these types; duplicate names rejected. */
const contactRules = {
  maxFileSize: 10 * MB,
  acceptedExtensions: [
    'jpg',
    'jpeg',
    'png',
    'pdf',
    'xlsx',
    'hwp',
    'doc',
    'docx',
    'ppt',
    'pptx',
    'mp4',
    'wmv',
    'gif',
    'html',
  ],
};

/** The caller's words (in the console they come from its catalog; the duplicate one is the spec's). */
const messages: FileUploadMessages = {
  fileTooLarge: (_file, maxSize) => `Files can be up to ${maxSize}.`,
  fileTypeNotAllowed: (_file, allowed) => `This file type is not allowed. Allowed: ${allowed}.`,
  duplicateName: () => 'There are duplicate files.',
  tooManyFiles: (_file, maxFiles) => `You can attach up to ${maxFiles} files.`,
};

const fileOf = (name: string, bytes: number, type = '') => new File([new Uint8Array(bytes)], name, { type });

/**
 * Attachments: a drop zone with a picker button, the checks (size, type, duplicate name) with the
 * caller's messages, and the list with sizes in the locale's format, progress and remove buttons.
 */
const meta = {
  title: 'Components/Files/FileUpload',
  component: FileUpload,
  args: {
    label: 'Attachments',
    messages,
    ...contactRules,
    onChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    maxFileSize: { control: 'number' },
    maxFiles: { control: 'number' },
    messages: { control: false },
    acceptedExtensions: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
const chooseButton = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find(
      (button) => !button.hasAttribute('aria-label') && button.closest('[data-rac]') && !button.closest('li'),
    ) as HTMLElement;
const listItems = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ul[aria-label]'));
const alertOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('alert');

/** Drops files on the zone the way a browser does (drag enter, over, drop with a DataTransfer). */
async function drop(canvasElement: HTMLElement, files: File[]) {
  const target = canvasElement.querySelector('[data-rac][class*="zone"]') as HTMLElement;
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // A DataTransfer built in script has no file-system entries behind its files (a real drop from a
  // file manager has), and React Aria asks for one to tell files from folders: answer "a file" for
  // the length of this drop only.
  const prototype = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'webkitGetAsEntry');
  Object.defineProperty(prototype, 'webkitGetAsEntry', {
    configurable: true,
    value(this: DataTransferItem) {
      return { isFile: this.kind === 'file', isDirectory: false };
    },
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: 10, clientY: 10 }),
      );
    }
  } finally {
    if (original) Object.defineProperty(prototype, 'webkitGetAsEntry', original);
  }
}

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Attachments/ });
    await expect(group).toBeInTheDocument();
    await userEvent.upload(picker(canvasElement), [
      fileOf('screenshot.png', 2 * MB, 'image/png'),
      fileOf('invoice.pdf', 300 * 1024, 'application/pdf'),
    ]);
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(2));
    const [first] = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as FileUploadItem[];
    await expect(first?.name).toBe('screenshot.png');
    // Sizes through Intl in the active locale ("2 MB", "2MB"...).
    const size = new Intl.NumberFormat(globals.locale as string, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(2);
    await expect(listItems(canvasElement)[0]).toHaveTextContent(size);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: {
    description: 'Screenshots help us answer faster.',
    maxFiles: 5,
    isDisabled: false,
    isInvalid: false,
    isRequired: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /Attachments/ })).toHaveAccessibleDescription(
      'Screenshots help us answer faster.',
    );
  },
};

/** An 11 MB file is turned away with the caller's message; the limit is written in the locale. */
export const RejectsTooLarge: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.upload(picker(canvasElement), [
      fileOf('recording.mp4', 11 * MB, 'video/mp4'),
      fileOf('notes.pdf', MB, 'application/pdf'),
    ]);
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(1));
    const limit = new Intl.NumberFormat(globals.locale as string, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(10);
    await expect(alertOf(canvasElement)).toHaveTextContent(`recording.mp4 Files can be up to ${limit}.`);
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'size' })]);
    await expect(listItems(canvasElement)[0]).toHaveTextContent('notes.pdf');
  },
};

/** A second file with a name already in the list is turned away: "There are duplicate files." */
export const RejectsDuplicateName: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(picker(canvasElement), [fileOf('report.pdf', 1000, 'application/pdf')]);
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(1));
    await userEvent.upload(picker(canvasElement), [fileOf('Report.PDF', 2000, 'application/pdf')]);
    await waitFor(() => expect(alertOf(canvasElement)).toHaveTextContent('Report.PDF There are duplicate files.'));
    await expect(listItems(canvasElement)).toHaveLength(1);
    await expect(args.onReject).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'duplicate' })]);
  },
};

/** Dropped files are checked too: a type that is not allowed is turned away, the others are added. */
export const DropWithWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    await drop(canvasElement, [fileOf('setup.exe', 5000), fileOf('diagram.png', 5000, 'image/png')]);
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(1));
    await expect(alertOf(canvasElement)).toHaveTextContent(
      /^setup\.exe This file type is not allowed\. Allowed: JPG.*HTML\.$/,
    );
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'type' })]);
  },
};

/** At most `maxFiles`: the rest are turned away with the caller's message. */
export const MaxFiles: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(picker(canvasElement), [
      fileOf('a.png', 10, 'image/png'),
      fileOf('b.png', 10, 'image/png'),
      fileOf('c.png', 10, 'image/png'),
    ]);
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(2));
    await expect(alertOf(canvasElement)).toHaveTextContent('c.png You can attach up to 2 files.');
  },
};

function Uploading() {
  const [items, setItems] = useState<FileUploadItem[]>([
    { id: 'a', name: 'traffic-report-2026-11.xlsx', size: 3.4 * MB, progress: 100 },
    { id: 'b', name: 'queue-screenshot.png', size: 820 * 1024, progress: 45 },
    {
      id: 'c',
      name: 'contract-scan.pdf',
      size: 7.9 * MB,
      progress: 60,
      error: 'Upload failed. Remove the file and try again.',
    },
  ]);
  useEffect(() => undefined, []);
  return <FileUpload label="Attachments" messages={messages} {...contactRules} value={items} onChange={setItems} />;
}

/** Upload progress from the caller: a labelled progress bar until 100 %; a failed upload says why. */
export const WithProgress: Story = {
  render: () => <Uploading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'queue-screenshot.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    // Done and failed files show no bar.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getByText('Upload failed. Remove the file and try again.')).toBeVisible();
  },
};

/** Removing a file moves focus to the next file's remove button, and to the picker after the last. */
export const RemoveKeepsFocus: Story = {
  parameters: {
    screenshot: { samePictureBecause: 'With the last file removed, focus is on the empty picker: the state Keyboard shows.' },
  },
  args: {
    defaultValue: [
      { id: '1', name: 'one.pdf', size: 1000 },
      { id: '2', name: 'two.pdf', size: 2000 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const [removeOne, removeTwo] = listItems(canvasElement).map((item) => within(item).getByRole('button')) as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(removeOne).toHaveAccessibleName(/one\.pdf/);
    removeOne.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(1));
    await waitFor(() => expect(removeTwo).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: '2', name: 'two.pdf', size: 2000 }]);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(listItems(canvasElement)).toHaveLength(0));
    await waitFor(() => expect(chooseButton(canvasElement)).toHaveFocus());
  },
};

/** Keyboard: Tab reaches the picker button; its description says which files are allowed. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = chooseButton(canvasElement);
    await userEvent.tab();
    // The drop zone's own paste target comes first, then the button.
    if (!button.matches(':focus')) await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(button).toHaveAccessibleDescription(/JPG/);
  },
};

/** Nothing attached yet: only the zone, no list. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    // The alert region is there (so a later rejection is announced) but empty.
    await expect(alertOf(canvasElement)).toBeEmptyDOMElement();
  },
};

/** A required attachment missing after submit: the caller marks it invalid with its message. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Attach at least one file.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Attachments/ });
    await expect(group).toHaveAccessibleDescription(/Attach at least one file\./);
    await expect(group).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [{ id: '1', name: 'contract.pdf', size: 120000 }] },
  play: async ({ canvasElement, args }) => {
    await expect(chooseButton(canvasElement)).toBeDisabled();
    const remove = within(listItems(canvasElement)[0] as HTMLElement).getByRole('button');
    await expect(remove).toBeDisabled();
    await drop(canvasElement, [fileOf('x.png', 10, 'image/png')]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long file names without spaces wrap inside the list; Spanish texts wrap in the zone. */
export const LongText: Story = {
  args: {
    label: 'Archivos adjuntos de la consulta',
    dropLabel: 'Arrastre aquí los archivos que quiera adjuntar a la consulta, o',
    defaultValue: [
      {
        id: '1',
        name: 'informe_de_trafico_de_la_sala_de_espera_virtual_noviembre_2026_version_final.xlsx',
        size: 4.2 * MB,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [item] = listItems(canvasElement) as [HTMLElement];
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** 240 px: the zone stacks its text and button; the list wraps names. */
export const NarrowContainer: Story = {
  args: { defaultValue: [{ id: '1', name: 'queue-screenshot-2026-11-22.png', size: 820 * 1024 }] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const right = within(canvasElement).getByTestId('narrow').getBoundingClientRect().right;
    await expect(chooseButton(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect((listItems(canvasElement)[0] as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** mobile_sm: the whole field fits a 320 px window. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: [{ id: '1', name: 'queue-screenshot.png', size: 820 * 1024, progress: 30 }] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Attachments/ });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Windows high contrast: the zone's border, the list and the progress stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: () => <Uploading />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const zone = canvasElement.querySelector('[data-rac][class*="zone"]') as HTMLElement;
    await expect(getComputedStyle(zone).borderTopStyle).toBe('dashed');
    const fill = within(canvasElement).getByRole('progressbar').querySelector('[class*="fill"]') as HTMLElement;
    await expect(getComputedStyle(fill).backgroundColor).not.toBe(getComputedStyle(zone).backgroundColor);
    await userEvent.tab();
    await userEvent.tab();
    await expect(getComputedStyle(document.activeElement as HTMLElement).outlineStyle).toBe('solid');
  },
};

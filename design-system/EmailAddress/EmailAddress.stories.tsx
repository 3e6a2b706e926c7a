import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { EmailAddress, emailAddressSegments } from './EmailAddress';

const address = 'minji.kim@acme-retail.example';

/**
 * An e-mail address that wraps only after its "@" and before a ".", never inside a name. **When to use**: every
 * address the console shows (member lists and details, invitations, receipt e-mails); an input shows its value as
 * typed.
 */
const meta = {
  title: 'Components/Display/EmailAddress',
  component: EmailAddress,
  args: { address },
  parameters: { englishOnlyText: true },
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines an element's text takes (one box per line for an inline box). */
const lineCount = (element: Element | Range) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;

const segmentsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[translate="no"] > span')];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shown = within(canvasElement).getByText((_, element) => element?.getAttribute('translate') === 'no');
    // The text is the address itself: nothing added between the parts, so copying copies the address.
    await expect(shown.textContent).toBe(address);
    await expect(shown.innerText).toBe(address);
    await expect(shown.querySelectorAll('wbr')).toHaveLength(3);
    await expect(emailAddressSegments(address)).toEqual(['minji', '.kim@', 'acme-retail', '.example']);
    await expect(emailAddressSegments('a@b')).toEqual(['a@', 'b']);
    await expect(lineCount(shown)).toBe(1);
  },
};

export const Playground: Story = {
  args: { address: 'customer.support.team@international-logistics.example.com' },
  play: async ({ canvasElement }) => {
    await expect(segmentsOf(canvasElement).map((segment) => segment.textContent)).toEqual([
      'customer',
      '.support',
      '.team@',
      'international-logistics',
      '.example',
      '.com',
    ]);
    // A long hyphenated part may still break at its hyphen; a short one ("acme-retail") is kept whole.
    await expect(segmentsOf(canvasElement).filter((segment) => segment.hasAttribute('data-kept-whole'))).toHaveLength(0);
  },
};

/** In a box narrower than the address: it breaks between its parts, each part whole on its line, "acme-retail" too. */
export const NarrowBox: Story = {
  render: (args) => (
    <div style={{ inlineSize: '9rem', border: '1px dashed var(--ac-color-border-default)' }}>
      <EmailAddress {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const segments = segmentsOf(canvasElement);
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    // More than one line in all...
    await expect(new Set(segments.map(top)).size).toBeGreaterThan(1);
    // ...and no part broken, not even after the hyphen of "acme-retail".
    for (const segment of segments) await expect(lineCount(rangeOf(segment))).toBe(1);
  },
};

/** Korean breaks anywhere in a word that does not fit (the base style); an address still breaks only between its parts. */
export const InKoreanText: Story = {
  render: (args) => (
    <p lang="ko" style={{ inlineSize: '11rem', margin: 0 }}>
      초대 메일을 <EmailAddress {...args} /> 주소로 보냈습니다.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    await expect(getComputedStyle(paragraph).wordBreak).toBe('keep-all');
    const segments = segmentsOf(canvasElement);
    for (const segment of segments) await expect(lineCount(rangeOf(segment))).toBe(1);
    await expect(getComputedStyle(segments[0] as HTMLElement).wordBreak).toBe('normal');
  },
};

/** As a link's text (a member without a name): named by the address as it is. */
export const InLink: Story = {
  render: (args) => (
    <div style={{ inlineSize: '9rem' }}>
      <Link href="#member">
        <EmailAddress {...args} />
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: address });
    await expect(link).toBeVisible();
    for (const segment of segmentsOf(canvasElement)) await expect(lineCount(rangeOf(segment))).toBe(1);
  },
};

/** A phone: the address in a card-width box, broken between its parts. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  render: (args) => (
    <div style={{ inlineSize: '8rem' }}>
      <EmailAddress {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const segment of segmentsOf(canvasElement)) await expect(lineCount(rangeOf(segment))).toBe(1);
  },
};

/** The text of an element as a range: its client rects are one per line box. */
function rangeOf(element: Element): Range {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range;
}

/**
 * Text that does not fit its control: a Spanish label clipped by a button, a Japanese tab label
 * spilling out of its tab. Checked after every story in every locale.
 *
 * An element counts when it shows text and its content is wider (or taller) than its box. Elements
 * that scroll on purpose (a table's scroll container) or truncate with the full text available
 * elsewhere opt out with `data-overflow="allowed"` on themselves or an ancestor.
 */
const checkedSelector = [
  'button',
  'a[href]',
  'label',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'input:not([type="hidden"])',
  'select',
  '[role="button"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  '[role="menuitemcheckbox"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="link"]',
  '[role="columnheader"]',
  '[role="gridcell"]',
  '[role="rowheader"]',
  '[role="status"]',
  '[role="alert"]',
  '[role="tooltip"]',
  '[data-text-fit]',
].join(',');

/** One pixel of slack: sub-pixel layout rounds scroll sizes up. */
const slack = 1;

export interface TextOverflow {
  element: string;
  text: string;
  overflow: string;
}

function describe(element: Element): string {
  const label = element.getAttribute('aria-label');
  const role = element.getAttribute('role');
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}${label ? ` aria-label="${label}"` : ''}>`;
}

export function findTextOverflows(root: ParentNode = document): TextOverflow[] {
  const found: TextOverflow[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(checkedSelector)) {
    if (element.closest('[data-overflow="allowed"]')) continue;
    if (!element.checkVisibility()) continue;
    const text = element instanceof HTMLInputElement ? element.value : (element.textContent ?? '').trim();
    if (!text) continue;
    // Storybook's own UI (docs, error overlay) is not under test.
    if (element.closest('#storybook-docs, .sb-errordisplay, .sb-nopreview')) continue;
    const wide = element.scrollWidth - element.clientWidth;
    const tall = element.scrollHeight - element.clientHeight;
    // Inputs scroll their value by design; only their box width is compared with a visible text.
    if (element instanceof HTMLInputElement) continue;
    if (element.clientWidth === 0 && element.clientHeight === 0) continue;
    // Visually hidden text (a 1px clipped box for screen readers) is not meant to be seen.
    if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
    if (wide > slack || tall > slack) {
      found.push({
        element: describe(element),
        text: text.slice(0, 80),
        overflow: `${wide > slack ? `${wide}px wider` : ''}${wide > slack && tall > slack ? ', ' : ''}${tall > slack ? `${tall}px taller` : ''} than its box`,
      });
    }
  }
  return found;
}

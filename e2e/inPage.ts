/**
 * The one function the e2e driver (e2e/driver.ts) runs in the page to find elements, the same in every engine:
 * CSS, ARIA role with accessible name (Playwright's `getByRole` rules, simplified to what the console's markup
 * needs), text and descendant filters, and picking one of several. It must stay self-contained (no import, no
 * outer variable): each engine sends its source text to the page. It never uses `eval`, which the CSP forbids.
 */

/** A pattern as JSON (a RegExp does not cross into the page). */
export type TextMatch = string | { source: string; flags: string };

export type Step =
  | { css: string }
  | { role: string; name?: TextMatch; exact?: boolean }
  | { hasText: TextMatch }
  | { has: Step[] }
  | { nth: number };

export type Query =
  | { steps: Step[]; op: 'elements' }
  | { steps: Step[]; op: 'count' }
  | { steps: Step[]; op: 'texts' }
  /** The matches' count and, for the first, what actions wait for. */
  | { steps: Step[]; op: 'state'; attribute?: string };

export interface ElementState {
  count: number;
  visible: boolean;
  enabled: boolean;
  /** Its box, to tell a still element from a moving one. */
  box: string;
  text: string;
  attribute: string | null;
}

export function resolveInPage(query: Query): Element[] | number | string[] | ElementState {
  const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (text: string, pattern: TextMatch, exact: boolean) => {
    const value = normalize(text);
    if (typeof pattern !== 'string') return new RegExp(pattern.source, pattern.flags).test(value);
    return exact ? value === normalize(pattern) : value.toLowerCase().includes(normalize(pattern).toLowerCase());
  };
  const isVisible = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const isHiddenFromTree = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.getAttribute('aria-hidden') === 'true') return true;
      if (getComputedStyle(node).display === 'none') return true;
    }
    return getComputedStyle(element).visibility === 'hidden';
  };
  const implicitRole = (element: Element): string | null => {
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
        return element.hasAttribute('href') ? 'link' : null;
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
        return 'heading';
      case 'ul': case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'tr':
        return 'row';
      case 'table':
        return 'table';
      case 'dialog':
        return 'dialog';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'search':
        return 'search';
      case 'textarea':
        return 'textbox';
      case 'select':
        return element.hasAttribute('multiple') ? 'listbox' : 'combobox';
      case 'header':
        return element.parentElement?.closest('article, aside, main, nav, section') ? null : 'banner';
      case 'footer':
        return element.parentElement?.closest('article, aside, main, nav, section') ? null : 'contentinfo';
      case 'input':
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox') return 'checkbox';
        if (type === 'radio') return 'radio';
        if (type === 'hidden' || type === 'file') return null;
        return 'textbox';
      default:
        return null;
    }
  };
  const roleOf = (element: Element) => element.getAttribute('role')?.split(' ')[0] ?? implicitRole(element);
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return '';
    const label = node.getAttribute('aria-label');
    if (label) return label;
    if (node instanceof HTMLImageElement) return node.alt;
    return [...node.childNodes].map(textOf).join(node instanceof HTMLElement && getComputedStyle(node).display !== 'inline' ? ' ' : '');
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy.split(/\s+/).map((id) => document.getElementById(id)).filter((node) => node !== null).map(textOf).join(' ');
      if (normalize(text) !== '') return text;
    }
    const label = element.getAttribute('aria-label');
    if (label) return label;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      return [...(element.labels ?? [])].map(textOf).join(' ');
    }
    return textOf(element);
  };
  const inOrder = (elements: Element[]) =>
    [...new Set(elements)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const apply = (roots: (Element | Document)[], steps: Step[]): Element[] => {
    let current: (Element | Document)[] = roots;
    for (const step of steps) {
      let next: Element[];
      if ('css' in step) {
        next = inOrder(current.flatMap((root) => [...root.querySelectorAll(step.css)]));
      } else if ('role' in step) {
        next = inOrder(
          current.flatMap((root) =>
            [...root.querySelectorAll('*')].filter(
              (element) =>
                roleOf(element) === step.role &&
                !isHiddenFromTree(element) &&
                (step.name === undefined || matches(nameOf(element), step.name, step.exact === true)),
            ),
          ),
        );
      } else if ('hasText' in step) {
        next = (current as Element[]).filter((element) => matches(element.textContent ?? '', step.hasText, false));
      } else if ('has' in step) {
        next = (current as Element[]).filter((element) => apply([element], step.has).length > 0);
      } else {
        const picked = current.at(step.nth);
        next = picked instanceof Element ? [picked] : [];
      }
      current = next;
    }
    return current as Element[];
  };

  const found = apply([document], query.steps);
  if (query.op === 'elements') return found;
  if (query.op === 'count') return found.length;
  if (query.op === 'texts') return found.map((element) => (element instanceof HTMLElement ? element.innerText : element.textContent ?? ''));
  const [first] = found;
  if (!first) return { count: 0, visible: false, enabled: false, box: '', text: '', attribute: null };
  const box = first.getBoundingClientRect();
  return {
    count: found.length,
    visible: isVisible(first),
    // Inert (e.g. a prerendered form until it hydrates) counts as disabled, as for Playwright.
    enabled: !first.matches(':disabled') && first.closest('[inert], [aria-disabled="true"]') === null,
    box: [box.x, box.y, box.width, box.height].join(','),
    text: first instanceof HTMLElement ? first.innerText : (first.textContent ?? ''),
    attribute: query.attribute === undefined ? null : first.getAttribute(query.attribute),
  };
}

/**
 * Text out of place, checked after every story in every locale (and, for page stories, at every device class width:
 * .storybook/vitest.setup.ts). Three ways text goes wrong, each a failure:
 *
 * - spilled: a control shows text wider (or taller) than its box: a Spanish label spilling out of its button, a
 *   Japanese tab label out of its tab (`findSpilledText`);
 * - clipped: text partly cut off by an ancestor whose overflow is hidden or clipped: a label cut at a card's edge, a
 *   word cut by a fixed-height row (`findClippedText`);
 * - letter per line: a word squeezed into a box so narrow that each line holds a letter or a syllable ("P/a/y",
 *   "결/제") (`findLetterPerLineText`).
 *
 * Opting out, with `data-overflow="allowed"`: a spill, on the element or any ancestor (a table's scroll container);
 * a clip, on the clipping ancestor or any element between it and the text (a truncated value whose full text is
 * available elsewhere). Scroll containers (overflow auto or scroll) never count as clipping: their text is one
 * scroll away. Nothing opts out of letter per line.
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

/** A line narrower than this many font sizes holds a letter or two (Latin) or one syllable (Hangul, kana, kanji). */
const letterPerLineWidth = 1.5;

/** Storybook's own UI (docs, error overlay) is not under test. */
const storybookUi = '#storybook-docs, .sb-errordisplay, .sb-nopreview';

/** Elements whose text nodes the page does not lay out as text (a closed select's options, scripts, a textarea's value). */
const notLaidOut = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'OPTGROUP', 'TEXTAREA', 'TITLE']);

export interface TextOverflow {
  element: string;
  text: string;
  overflow: string;
}

/** Every way text is out of place on the page: spilled, clipped, one letter per line. */
export function findTextOverflows(root: ParentNode = document): TextOverflow[] {
  return [...findSpilledText(root), ...findClippedText(root), ...findLetterPerLineText(root)];
}

function describe(element: Element): string {
  const label = element.getAttribute('aria-label');
  const role = element.getAttribute('role');
  // The CSS module class (readable in Storybook builds) says which part of which component it is.
  const className = element.classList[0];
  return `<${element.tagName.toLowerCase()}${className ? ` class="${className}"` : ''}${role ? ` role="${role}"` : ''}${label ? ` aria-label="${label}"` : ''}>`;
}

/** Controls and cells whose content is wider or taller than their box. */
export function findSpilledText(root: ParentNode = document): TextOverflow[] {
  const found: TextOverflow[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(checkedSelector)) {
    if (element.closest('[data-overflow="allowed"]')) continue;
    if (!element.checkVisibility()) continue;
    const text = element instanceof HTMLInputElement ? element.value : (element.textContent ?? '').trim();
    if (!text) continue;
    if (element.closest(storybookUi)) continue;
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

/** A shown text node, its element and the boxes of its line fragments. */
interface ShownText {
  node: Text;
  element: Element;
  lines: DOMRect[];
}

/** The page's text nodes that are laid out and shown, with their line boxes. */
function shownTexts(root: ParentNode): ShownText[] {
  const start = root instanceof Document ? root.body : root;
  if (!start) return [];
  const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const texts: ShownText[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const element = text.parentElement;
    if (!element || !text.data.trim() || notLaidOut.has(element.tagName)) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest(storybookUi)) continue;
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (lines.length) texts.push({ node: text, element, lines });
  }
  return texts;
}

/** An edge box in viewport coordinates. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function union(rects: readonly DOMRect[]): Box {
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    top: Math.min(...rects.map((rect) => rect.top)),
    right: Math.max(...rects.map((rect) => rect.right)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';

/** Whether `style` makes its element the containing block of fixed-position descendants (and so of absolute ones). */
function containsFixed(style: CSSStyleDeclaration): boolean {
  return (
    style.transform !== 'none' ||
    style.translate !== 'none' ||
    style.scale !== 'none' ||
    style.rotate !== 'none' ||
    style.perspective !== 'none' ||
    style.filter !== 'none' ||
    style.backdropFilter !== 'none' ||
    /paint|layout|strict|content/.test(style.contain) ||
    /transform|perspective|filter/.test(style.willChange) ||
    style.containerType === 'size' ||
    style.containerType === 'inline-size'
  );
}

/**
 * The elements that clip the text in `element`, innermost first (`element` itself, then its ancestors): those with hidden or clipped overflow on the way up
 * its containing blocks (an absolutely positioned tooltip is not clipped by a static ancestor with hidden overflow).
 * `html` and `body` pass their overflow to the viewport, which the page scrolls: they never clip.
 */
function clippingAncestors(element: Element, styles: Map<Element, CSSStyleDeclaration>): { ancestor: Element; x: boolean; y: boolean; between: Element[] }[] {
  const styleOf = (of: Element) => {
    let style = styles.get(of);
    if (!style) styles.set(of, (style = getComputedStyle(of)));
    return style;
  };
  const found: { ancestor: Element; x: boolean; y: boolean; between: Element[] }[] = [];
  const between: Element[] = [];
  // The text itself is in the flow of its element, which clips it first.
  let position = 'static';
  for (let ancestor: Element | null = element; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
    const style = styleOf(ancestor);
    between.push(ancestor);
    const isContainingBlock =
      position === 'fixed' ? containsFixed(style) : position === 'absolute' ? style.position !== 'static' || containsFixed(style) : true;
    if (!isContainingBlock) continue;
    const x = hides(style.overflowX);
    const y = hides(style.overflowY);
    if (x || y) found.push({ ancestor, x, y, between: [...between] });
    position = style.position;
  }
  return found;
}

/** The padding box of `element`, where its overflow is clipped. */
function clipBox(element: Element): Box {
  const rect = element.getBoundingClientRect();
  const left = rect.left + element.clientLeft;
  const top = rect.top + element.clientTop;
  return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
}

/** Text partly cut off by an ancestor with hidden or clipped overflow. */
export function findClippedText(root: ParentNode = document): TextOverflow[] {
  const found: TextOverflow[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const boxes = new Map<Element, Box>();
  for (const { node, element, lines } of shownTexts(root)) {
    const text = union(lines);
    for (const { ancestor, x, y, between } of clippingAncestors(element, styles)) {
      let clip = boxes.get(ancestor);
      if (!clip) boxes.set(ancestor, (clip = clipBox(ancestor)));
      // A box of a pixel or less is visually hidden text for screen readers, hidden on purpose.
      if (clip.right - clip.left <= 1 && clip.bottom - clip.top <= 1) break;
      const cut = {
        left: x ? clip.left - text.left : 0,
        right: x ? text.right - clip.right : 0,
        top: y ? clip.top - text.top : 0,
        bottom: y ? text.bottom - clip.bottom : 0,
      };
      const isCut = Object.values(cut).some((amount) => amount > slack);
      // Text wholly outside is hidden on purpose (a collapsed panel, a slide out of view), not clipped.
      const shows = Math.min(text.right, clip.right) > Math.max(text.left, clip.left) && Math.min(text.bottom, clip.bottom) > Math.max(text.top, clip.top);
      if (!isCut || !shows) continue;
      if (between.some((element) => element.getAttribute('data-overflow') === 'allowed')) break;
      const sides = Object.entries(cut)
        .filter(([, amount]) => amount > slack)
        .map(([side, amount]) => `${Math.round(amount)}px at the ${side}`)
        .join(', ');
      found.push({ element: describe(element), text: node.data.trim().slice(0, 80), overflow: `clipped by ${describe(ancestor)}: ${sides}` });
      break;
    }
  }
  return found;
}

/**
 * The lines of a text's boxes (in document order). A line can be several boxes, of runs in different font faces
 * (Pretendard's subsets, a fallback font) whose tops differ by their ascent: a box whose middle lies within the
 * current line's height joins it.
 */
function lineExtents(boxes: readonly DOMRect[]): Box[] {
  const extents: Box[] = [];
  for (const box of boxes) {
    const line = extents.at(-1);
    const middle = (box.top + box.bottom) / 2;
    if (line && middle > line.top && middle < line.bottom) {
      line.left = Math.min(line.left, box.left);
      line.right = Math.max(line.right, box.right);
    } else {
      extents.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
    }
  }
  return extents;
}

/**
 * Words laid out a letter (or a syllable) per line: the text takes two lines or more and its widest line is narrower
 * than 1.5 font sizes. A column that squeezes "Pendiente" or "결제 완료" to that width is broken at any width.
 */
export function findLetterPerLineText(root: ParentNode = document): TextOverflow[] {
  const found: TextOverflow[] = [];
  for (const { node, element, lines } of shownTexts(root)) {
    // A word of two characters or more, broken: single characters on their own lines ("A B C") are fine.
    if (!/\S{2,}/u.test(node.data)) continue;
    const extents = lineExtents(lines);
    if (extents.length < 2) continue;
    const fontSize = parseFloat(getComputedStyle(element).fontSize);
    const widest = Math.max(...extents.map(({ left, right }) => right - left));
    if (widest >= letterPerLineWidth * fontSize) continue;
    found.push({
      element: describe(element),
      text: node.data.trim().slice(0, 80),
      overflow: `one letter per line: ${extents.length} lines at most ${Math.round(widest)}px wide`,
    });
  }
  return found;
}

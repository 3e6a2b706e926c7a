import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productName } from '@tokens/brand';
import { color } from '@tokens/source';
import { markFlow, markTile } from './mark';

const root = new URL('../..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The static files cannot import tokens/brand.ts or the mark: they are held to them here. */
describe('brand in the static files', () => {
  it("index.html's title is the product name (the title before the console sets the page's own)", () => {
    expect(read('index.html')).toContain(`<title>${productName}</title>`);
  });

  it('index.html links the SVG favicon', () => {
    expect(read('index.html')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it("the favicon draws the Logo's mark in the brand's colours", () => {
    const favicon = read('public/favicon.svg');
    expect(favicon).toContain(`<rect width="24" height="24" rx="${markTile.radius}" fill="${color['action-primary-bg']}"/>`);
    expect(favicon).toContain(`d="${markFlow.path}"`);
    expect(favicon).toContain(`stroke="${color['text-inverse']}" stroke-width="${markFlow.width}"`);
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast.ts';
import { color, contrastPairs, minimumContrast } from './source.ts';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Well-known value: #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(parseHex('#1f5ad6')).toEqual([0x1f, 0x5a, 0xd6]);
    expect(() => parseHex('rgba(0, 0, 0, 0.5)')).toThrow();
  });
});

describe('semantic colour pairs', () => {
  it('declares pairs for every text-like colour except the disabled one', () => {
    const textLike = Object.keys(color).filter((name) => /(^text-|-text$)/.test(name) && name !== 'text-disabled');
    const covered = new Set(contrastPairs.map((pair) => pair.text));
    expect(textLike.filter((name) => !covered.has(name as never))).toEqual([]);
  });

  it.each(contrastPairs.map((pair) => [pair.text, pair.background] as const))(
    '%s on %s reaches WCAG AA (4.5:1)',
    (text, background) => {
      const ratio = contrastRatio(color[text], color[background]);
      expect(ratio, `${text} ${color[text]} on ${background} ${color[background]}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        minimumContrast,
      );
    },
  );

  it('brand is blue, danger and the env banner are red', () => {
    const hue = (hex: string) => {
      const [r, g, b] = parseHex(hex).map((c) => c / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      if (d === 0) return 0;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    expect(hue(color['action-primary-bg'])).toBeGreaterThan(200);
    expect(hue(color['action-primary-bg'])).toBeLessThan(240);
    for (const red of [color['action-danger-bg'], color['text-danger'], color['banner-env-bg']]) {
      const h = hue(red);
      expect(h < 15 || h > 345, `${red} hue ${h}`).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  contentClassForWidth,
  deviceClassForWidth,
  deviceClasses,
  deviceKind,
  mediaQuery,
  mediaQueryDown,
  mediaQueryUp,
  storybookViewports,
} from './index.ts';

describe('deviceClassForWidth', () => {
  it.each([
    [0, 'mobile_xsm'],
    [279, 'mobile_xsm'],
    [280, 'mobile_xsm'],
    [319, 'mobile_xsm'],
    [319.5, 'mobile_xsm'],
    [320, 'mobile_sm'],
    [575, 'mobile_sm'],
    [576, 'tablet_md'],
    [767, 'tablet_md'],
    [768, 'tablet_lg'],
    [991, 'tablet_lg'],
    [992, 'desktop_xl'],
    [1279, 'desktop_xl'],
    [1280, 'desktop_xxl'],
    [5000, 'desktop_xxl'],
  ] as const)('%d px is %s', (width, expected) => {
    expect(deviceClassForWidth(width)).toBe(expected);
  });

  it('maps every range bound back to its own class', () => {
    for (const b of breakpoints) {
      expect(deviceClassForWidth(b.min)).toBe(b.deviceClass);
      if (b.max !== null) expect(deviceClassForWidth(b.max)).toBe(b.deviceClass);
    }
  });
});

describe('device kinds', () => {
  it('is mobile, tablet, desktop in pairs (menu: dropdown, drawer, fixed)', () => {
    expect(deviceClasses.map(deviceKind)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
});

describe('content classes', () => {
  it.each([
    [0, 'content_xs'],
    [288, 'content_xs'],
    [289, 'content_sm'],
    [543, 'content_sm'],
    [544, 'content_md'],
    [735, 'content_md'],
    [736, 'content_lg'],
    [972, 'content_lg'],
    [973, 'content_xl'],
    [1200, 'content_xl'],
  ] as const)('%d px is %s', (width, expected) => {
    expect(contentClassForWidth(width)).toBe(expected);
  });
});

describe('media queries', () => {
  it('derives up/down/only from the ranges', () => {
    expect(mediaQueryUp('mobile_xsm')).toBe('all');
    expect(mediaQueryDown('mobile_xsm')).toBe('not all');
    expect(mediaQuery('mobile_xsm')).toBe('(max-width: 319.98px)');
    expect(mediaQuery('tablet_md')).toBe('(min-width: 576px) and (max-width: 767.98px)');
    expect(mediaQueryUp('desktop_xl')).toBe('(min-width: 992px)');
    expect(mediaQueryDown('desktop_xl')).toBe('(max-width: 991.98px)');
    expect(mediaQuery('desktop_xxl')).toBe('(min-width: 1280px)');
  });
});

describe('storybookViewports', () => {
  it('has one viewport per device class at the lower bound of its range', () => {
    expect(Object.keys(storybookViewports)).toEqual([...deviceClasses]);
    expect(Object.values(storybookViewports).map((v) => v.styles.width)).toEqual([
      '280px',
      '320px',
      '576px',
      '768px',
      '992px',
      '1280px',
    ]);
    for (const [name, viewport] of Object.entries(storybookViewports)) {
      expect(deviceClassForWidth(parseInt(viewport.styles.width, 10))).toBe(name);
      expect(viewport.styles.height).toBe('800px');
    }
    expect(storybookViewports.tablet_lg.type).toBe('tablet');
  });
});

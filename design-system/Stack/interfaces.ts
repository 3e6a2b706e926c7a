import type { HTMLAttributes, ReactNode } from 'react';

/** A step of the spacing scale (`--ac-space-<n>`, n × 4 px). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

/** Cross-axis alignment of the children. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

/** Element the primitive renders: `ul`/`ol` for lists (children are then `<li>`), `section` for a region. */
export type LayoutElement = 'div' | 'section' | 'ul' | 'ol';

type ForwardedAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'>;

export interface StackProps extends ForwardedAttributes {
  /** The children, stacked in block direction. */
  children: ReactNode;
  /**
   * Space between the children, a step of the spacing scale.
   * @default 4
   */
  gap?: SpaceStep;
  /**
   * Cross-axis (inline) alignment.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * Element to render.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Extra class for layout only (margins, grid placement).
   * @default undefined
   */
  className?: string;
}

import type { HTMLAttributes, ReactNode } from 'react';
import type { LayoutElement, SpaceStep } from '../Stack';

/** Number of columns when the content area is wide enough (content_lg and wider). */
export type GridColumns = 1 | 2 | 3 | 4;

type ForwardedAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'>;

export interface GridProps extends ForwardedAttributes {
  /** The grid items. */
  children: ReactNode;
  /**
   * Columns from the content_lg width (736 px) up; fewer in narrower content areas: at most 3 from 544 px,
   * 2 from 289 px, 1 up to 288 px (the spec's content-width breakpoints, measured on the grid itself).
   * @default 3
   */
  columns?: GridColumns;
  /**
   * Space between rows and columns, a step of the spacing scale.
   * @default 4
   */
  gap?: SpaceStep;
  /**
   * Element to render.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Extra class for layout only.
   * @default undefined
   */
  className?: string;
}

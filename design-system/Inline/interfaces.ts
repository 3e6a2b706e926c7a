import type { HTMLAttributes, ReactNode } from 'react';
import type { LayoutElement, SpaceStep } from '../Stack';

/** Block-axis alignment of the children. */
export type InlineAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';

/** Distribution of the children along the line. */
export type InlineJustify = 'start' | 'center' | 'end' | 'space-between';

type ForwardedAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'>;

export interface InlineProps extends ForwardedAttributes {
  /** The children, side by side in inline direction. */
  children: ReactNode;
  /**
   * Space between the children (and between wrapped lines), a step of the spacing scale.
   * @default 2
   */
  gap?: SpaceStep;
  /**
   * Block-axis alignment.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * Distribution along the line.
   * @default 'start'
   */
  justify?: InlineJustify;
  /**
   * Wraps onto more lines when the children do not fit (longer languages, narrow screens).
   * @default true
   */
  wrap?: boolean;
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

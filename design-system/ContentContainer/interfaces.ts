import type { HTMLAttributes, ReactNode } from 'react';

type ForwardedAttributes = Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style' | 'children'>;

export interface ContentContainerProps extends ForwardedAttributes {
  /** The page content. */
  children: ReactNode;
  /**
   * Extra class for layout only.
   * @default undefined
   */
  className?: string;
}

import { Separator } from 'react-aria-components';
import type { DividerProps } from './interfaces';
import styles from './Divider.module.scss';

/**
 * A thin line that separates groups of content (React Aria's `Separator`: `role="separator"`, with
 * `aria-orientation` when vertical). Use it between sections of a panel or items of a toolbar; use the
 * spacing of a stack, not a divider, where whitespace is enough.
 */
export function Divider({ orientation = 'horizontal', spacing = 'md', emphasis = 'subtle', className }: DividerProps) {
  return (
    <Separator
      orientation={orientation}
      // A vertical separator renders as a div; a horizontal one as <hr>.
      elementType={orientation === 'vertical' ? 'div' : 'hr'}
      className={[styles.divider, className].filter(Boolean).join(' ')}
      data-spacing={spacing}
      data-emphasis={emphasis}
    />
  );
}

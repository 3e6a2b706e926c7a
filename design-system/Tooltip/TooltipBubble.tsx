import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip } from 'react-aria-components';
import type { TooltipPlacement } from './interfaces';
import styles from './Tooltip.module.scss';

export interface TooltipBubbleProps {
  content: ReactNode;
  placement: TooltipPlacement;
}

/** The open tooltip, positioned against its trigger: React Aria's `TooltipTrigger` around it gives the state and anchor. */
export function TooltipBubble({ content, placement }: TooltipBubbleProps) {
  return (
    <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
      {content}
    </AriaTooltip>
  );
}

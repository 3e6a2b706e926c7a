import type { DOMAttributes, RefObject } from 'react';
import { Provider, Tooltip as AriaTooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import type { TooltipPlacement } from './interfaces';
import styles from './Tooltip.module.scss';

export interface TooltipBubbleProps {
  content: React.ReactNode;
  placement: TooltipPlacement;
  state: TooltipTriggerState;
  /** From `useTooltipTrigger`: the id the trigger's `aria-describedby` points at, and the hover handlers. */
  tooltipProps: DOMAttributes<HTMLElement>;
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The open tooltip, positioned against its trigger. It gives React Aria's tooltip the contexts its
 * `TooltipTrigger` would, the trigger being the light one in `Tooltip.tsx`.
 */
export function TooltipBubble({ content, placement, state, tooltipProps, triggerRef }: TooltipBubbleProps) {
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, state],
        [TooltipContext, { ...tooltipProps, triggerRef }],
      ]}
    >
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </Provider>
  );
}

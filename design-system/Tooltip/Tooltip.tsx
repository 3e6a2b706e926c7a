import { lazy, Suspense, useRef } from 'react';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { tooltipTokens } from '@tokens';
import type { TooltipProps } from './interfaces';

// The trigger's behaviour (delays, hover, focus, Escape) is small and stays; React Aria's positioning and
// overlay code loads the first time a tooltip opens, not with every page that has one (byte budget, issue 7).
const TooltipBubble = lazy(() => import('./TooltipBubble').then((module) => ({ default: module.TooltipBubble })));

/**
 * A short hint for a control, most often an icon-only button (the contact-us icon in the top bar).
 * Opens after 0.1 s of hover (`tooltip.delay` token) and at once on keyboard focus; Escape closes it.
 * At most 250 px wide (`--ac-tooltip-max-width`). Never put the only copy of important information or
 * anything interactive in a tooltip: touch users cannot hover.
 */
export function Tooltip({ content, children, placement = 'top', isOpen, defaultOpen, onOpenChange, isDisabled = false }: TooltipProps) {
  const triggerProps = { delay: tooltipTokens.delay, isOpen, defaultOpen, onOpenChange, isDisabled };
  const state = useTooltipTriggerState(triggerProps);
  const triggerRef = useRef<HTMLElement>(null);
  const aria = useTooltipTrigger(triggerProps, state, triggerRef);
  return (
    <>
      <FocusableProvider {...aria.triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
      {state.isOpen && (
        <Suspense fallback={null}>
          <TooltipBubble content={content} placement={placement} state={state} tooltipProps={aria.tooltipProps} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}

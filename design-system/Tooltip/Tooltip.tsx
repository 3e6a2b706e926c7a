import { lazy, Suspense, useContext } from 'react';
import { TooltipTrigger, TooltipTriggerStateContext } from 'react-aria-components';
import { tooltipTokens } from '@tokens';
import type { TooltipPlacement, TooltipProps } from './interfaces';

// React Aria's trigger (delays, hover, focus, Escape, aria-describedby) is small and stays; its positioning and
// overlay code loads the first time a tooltip opens, not with every page that has one (byte budget, issue 7).
const TooltipBubble = lazy(() => import('./TooltipBubble').then((module) => ({ default: module.TooltipBubble })));

/**
 * A short hint for a control, most often an icon-only button (the contact-us icon in the top bar).
 * Opens after 0.1 s of hover (`tooltip.delay` token) and at once on keyboard focus; Escape closes it.
 * At most 250 px wide (`--ac-tooltip-max-width`). Never put the only copy of important information or
 * anything interactive in a tooltip: touch users cannot hover.
 */
export function Tooltip({ content, children, placement = 'top', isOpen, defaultOpen, onOpenChange, isDisabled = false }: TooltipProps) {
  return (
    <TooltipTrigger delay={tooltipTokens.delay} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} isDisabled={isDisabled}>
      {children}
      <LazyBubble content={content} placement={placement} />
    </TooltipTrigger>
  );
}

/** Mounts the bubble, and so loads its module, only while React Aria's trigger state says open. */
function LazyBubble({ content, placement }: { content: TooltipProps['content']; placement: TooltipPlacement }) {
  const state = useContext(TooltipTriggerStateContext);
  if (!state?.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TooltipBubble content={content} placement={placement} />
    </Suspense>
  );
}

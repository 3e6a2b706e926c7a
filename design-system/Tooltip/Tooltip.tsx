import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { tokens } from '@tokens';
import type { TooltipProps } from './interfaces';
import styles from './Tooltip.module.scss';

/**
 * A short hint for a control, most often an icon-only button (the contact-us icon in the top bar).
 * Opens after 0.1 s of hover (`tooltip.delay` token) and at once on keyboard focus; Escape closes it.
 * At most 250 px wide (`--ac-tooltip-max-width`). Never put the only copy of important information or
 * anything interactive in a tooltip: touch users cannot hover.
 */
export function Tooltip({ content, children, placement = 'top', isOpen, defaultOpen, onOpenChange, isDisabled = false }: TooltipProps) {
  return (
    <TooltipTrigger
      delay={tokens.tooltip.delay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDisabled={isDisabled}
    >
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

import type { ReactElement, ReactNode } from 'react';

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

export interface TooltipProps {
  /** The hint: a few words naming or explaining the trigger. Plain text, no interactive content. */
  content: ReactNode;
  /**
   * The trigger: one focusable React Aria element (a design-system `Button`, an icon-only button).
   * It keeps its own accessible name; the tooltip adds a description.
   */
  children: ReactElement;
  /**
   * Preferred side; flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Open state when controlled (screenshots, onboarding hints).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when the tooltip opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Never shows the tooltip.
   * @default false
   */
  isDisabled?: boolean;
}

import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

interface BadgeBaseProps {
  /**
   * Colour pair (all AA contrast). `accent` is the strong blue of product marks (the MBUSTER badge).
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * `sm` 20px high (inside navigation and table rows), `md` 24px.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /**
   * Accessible name when the badge needs more words than it shows ("3 unread notifications").
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface TextBadgeProps extends BadgeBaseProps {
  /** Short text: a product mark, "New", "Beta". Translate it in the caller (product names stay as they are). */
  children: ReactNode;
  count?: never;
  max?: never;
}

export interface CountBadgeProps extends BadgeBaseProps {
  children?: never;
  /** A number, written in the active locale's digits. */
  count: number;
  /**
   * Above this the badge shows "max+" (99+).
   * @default 99
   */
  max?: number;
}

/** A text badge, or a count badge (`count`, capped at `max`). */
export type BadgeProps = TextBadgeProps | CountBadgeProps;

import { useRef, useState, type RefObject } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../Icon';
import type { AlertRole, AlertTone } from './interfaces';

/** Shared by InlineAlert and Banner: tone icons (distinct shapes, never colour alone) and their names. */
export const toneIcons: Record<AlertTone | 'environment', IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'warning',
  error: 'alert',
  environment: 'warning',
};

export const toneLabels: Record<AlertTone | 'environment', MessageDescriptor> = {
  info: msg({ message: 'Information', context: 'alert tone' }),
  success: msg({ message: 'Success', context: 'alert tone' }),
  warning: msg({ message: 'Warning', context: 'alert tone' }),
  error: msg({ message: 'Error', context: 'alert tone' }),
  environment: msg({ message: 'Caution', context: 'alert tone' }),
};

export function defaultRole(tone: AlertTone | 'environment'): AlertRole {
  return tone === 'error' ? 'alert' : 'status';
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The control keyboard focus goes to when `root` disappears: the first focusable element after it in
 * document order, else the last one before it.
 */
function focusTargetAfterRemoval(root: HTMLElement): HTMLElement | null {
  const all = [...root.ownerDocument.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !root.contains(element) && element.checkVisibility(),
  );
  const after = all.find((element) => root.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (after) return after;
  const before = all.filter((element) => root.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  return before.at(-1) ?? null;
}

/**
 * Dismissal that keeps the keyboard user's place: the message hides itself and, if focus was inside it,
 * focus moves on to the next control instead of falling back to the page start.
 */
export function useDismiss<T extends HTMLElement>(onDismiss: (() => void) | undefined) {
  const ref = useRef<T>(null);
  const [isDismissed, setDismissed] = useState(false);
  const dismiss = () => {
    const root = ref.current;
    if (root?.contains(root.ownerDocument.activeElement)) focusTargetAfterRemoval(root)?.focus();
    setDismissed(true);
    onDismiss?.();
  };
  return { ref: ref as RefObject<T>, isDismissed, dismiss };
}

import type { ReactNode } from 'react';

export type AlertDialogVariant = 'confirm' | 'destructive';

export interface AlertDialogProps {
  /** The question, as a heading (`h2`): "Remove this card?". Translate it in the caller. */
  title: ReactNode;
  /** What happens if the user confirms, in a sentence or two. */
  children: ReactNode;
  /** Label of the confirm button: a verb naming the action ("Remove card"), never "OK". */
  confirmLabel: ReactNode;
  /**
   * `destructive` paints the confirm button red; use it for actions that delete or cannot be undone.
   * @default 'confirm'
   */
  variant?: AlertDialogVariant;
  /**
   * Runs when the user confirms. When it returns a promise the confirm button shows a spinner until it
   * settles; the dialog closes when it resolves and stays open when it rejects (show the error yourself).
   */
  onConfirm: () => unknown;
  /**
   * Runs when the user cancels (Cancel button or Escape).
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Label of the cancel button. Defaults to the design system's translated "Cancel".
   * @default undefined
   */
  cancelLabel?: ReactNode;
  /**
   * Typed confirmation: the confirm button stays disabled until the user types exactly this text
   * (surrounding spaces ignored), e.g. the organisation name before deleting the account.
   * @default undefined
   */
  confirmationPhrase?: string;
  /**
   * Label of the typed-confirmation field. Defaults to the design system's translated
   * "Type {phrase} to confirm".
   * @default undefined
   */
  confirmationLabel?: ReactNode;
  /**
   * Open state when controlled. Inside a `DialogTrigger` the trigger controls it instead.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Initial open state when uncontrolled and outside a `DialogTrigger`.
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called when the dialog opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

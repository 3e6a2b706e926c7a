/**
 * The toast tokens (console spec, layout section), re-exported by `source.ts`, the one source of the tokens.
 * A module of their own so the toast queue in the start-up bundle carries these four numbers and not the rest.
 */
export const toast = {
  /** Toast width, px. */
  width: 312,
  /** Minimum toast height, px. */
  minHeight: 64,
  /** Toasts span the full width when the window is narrower than this, px. */
  fullWidthBelow: 420,
  /** Toasts hide themselves after this long, ms. */
  autoHide: 3500,
} as const;

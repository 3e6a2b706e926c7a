/**
 * The logo mark on a 24-unit grid: a rounded tile and, stroked on it, a serpentine queue (the S of STCLab) that lets
 * one visitor through at its end. Edges fall on 1.5-unit steps: whole pixels at 16, 32 and 48 px.
 * public/favicon.svg draws the same shapes (design-system/Logo/brand.test.ts).
 */
export const markTile = { radius: 6 } as const;

/** The queue's centre line, stroked 3 units wide with round caps; `M6 18h0` is the visitor let through (a dot). */
export const markFlow = { path: 'M18 6H9a3 3 0 0 0 0 6h6a3 3 0 0 1 0 6h-3M6 18h0', width: 3 } as const;

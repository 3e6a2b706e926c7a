import type { CSSProperties } from 'react';
import type { SkeletonProps } from './interfaces';
import styles from './Skeleton.module.scss';

/**
 * A grey placeholder in the shape of content that is loading: text lines, a block, a circle. It is
 * hidden from assistive technology: mark the region that is loading with `aria-busy="true"` (or put a
 * named `Loader` next to it) so screen-reader users hear that something is on its way. The shimmer
 * stops for users who asked for reduced motion.
 */
export function Skeleton({ variant = 'text', lines = 1, inlineSize, blockSize, className }: SkeletonProps) {
  // Sizes are caller data (a CSS length), passed as custom properties the stylesheet reads.
  const style = {
    ...(inlineSize !== undefined && { '--_inline-size': inlineSize }),
    ...(blockSize !== undefined && { '--_block-size': blockSize }),
  } as CSSProperties;
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <div
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      data-variant={variant}
      style={style}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.shape} data-last={index === count - 1 && count > 1 ? true : undefined} />
      ))}
    </div>
  );
}

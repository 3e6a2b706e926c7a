import { companyName, productName, productShortName } from '@tokens/brand';
import type { LogoProps } from './interfaces';
import { markFlow, markTile } from './mark';
import styles from './Logo.module.scss';

/**
 * The product's logo: the mark (a serpentine queue on a tile in the brand colour) and the wordmark, the product name
 * set in the interface font. Its accessible name is the product name, said once: the wordmark's text, or the mark's
 * label when it stands alone. Not a link itself: wrap it in one where it leads home.
 */
export function Logo({ variant = 'full', size = 'md', className }: LogoProps) {
  const markOnly = variant === 'mark';
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')} data-size={size}>
      <svg
        className={styles.mark}
        viewBox="0 0 24 24"
        focusable="false"
        {...(markOnly ? { role: 'img', 'aria-label': productName } : { 'aria-hidden': true })}
      >
        <rect className={styles.tile} width="24" height="24" rx={markTile.radius} />
        <path className={styles.flow} d={markFlow.path} fill="none" strokeWidth={markFlow.width} strokeLinecap="round" />
      </svg>
      {!markOnly && (
        <span className={styles.wordmark}>
          {companyName} <span className={styles.product}>{productShortName}</span>
        </span>
      )}
    </span>
  );
}

import { Fragment } from 'react';
import type { EmailAddressProps } from './interfaces';
import styles from './EmailAddress.module.scss';

/**
 * The pieces an address may break between: after "@" and before each ".", so `minji.kim@acme-retail.example` is
 * `minji`, `.kim@`, `acme-retail`, `.example`.
 */
export function emailAddressSegments(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * The longest hyphenated piece kept on one line (about 115 px of body text, less than any card's value column): a
 * line may break after a hyphen, which splits `acme-retail` where nothing else would; a longer piece may still
 * break there rather than spill.
 */
const keptWholeLength = 16;

/**
 * An e-mail address that wraps only between its parts, after "@" and before a "." (`<wbr>` break opportunities),
 * never inside a name; a part wider than the whole line still breaks rather than spill. The text is the address
 * unchanged (copying it copies the address, a screen reader reads it as one). Use it wherever an address is shown
 * (tables, page headers, description lists); an input shows its value as typed.
 */
export function EmailAddress({ address, className }: EmailAddressProps) {
  return (
    <span className={[styles.address, className].filter(Boolean).join(' ')} translate="no">
      {emailAddressSegments(address).map((segment, index) => (
        // The parts never reorder: their index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={styles.segment} data-kept-whole={(segment.includes('-') && segment.length <= keptWholeLength) || undefined}>
            {segment}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

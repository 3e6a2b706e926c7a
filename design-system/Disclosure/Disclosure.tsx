import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon';
import type { AccordionProps, DisclosureProps } from './interfaces';
import styles from './Disclosure.module.scss';

/** A list of rows that open in place (notifications, FAQ). One open at a time unless told otherwise. */
export function Accordion({ children, className, ...rest }: AccordionProps) {
  return (
    <DisclosureGroup {...rest} className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {children}
    </DisclosureGroup>
  );
}

/**
 * One row: a heading whose button opens the panel under it (Enter/Space; `aria-expanded`). A row that
 * cannot open is a heading only, so nobody presses a button that does nothing.
 */
export function Disclosure({ id, title, meta, children, isExpandable = true, headingLevel = 3 }: DisclosureProps) {
  const canExpand = isExpandable && children != null;
  if (!canExpand) {
    const StaticHeading = `h${headingLevel}` as const;
    return (
      <div className={styles.row} data-static="">
        <StaticHeading className={styles.heading}>
          <span className={styles.staticTitle}>
            <span className={styles.title}>{title}</span>
            {meta != null && <span className={styles.meta}>{meta}</span>}
          </span>
        </StaticHeading>
      </div>
    );
  }
  return (
    <AriaDisclosure id={id} className={styles.row}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          {meta != null && <span className={styles.meta}>{meta}</span>}
          <span className={styles.chevron} aria-hidden="true">
            <Icon name="chevronDown" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

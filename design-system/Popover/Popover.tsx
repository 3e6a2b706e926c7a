import { Dialog, Heading, OverlayArrow, Popover as AriaPopover } from 'react-aria-components';
import type { PopoverProps } from './interfaces';
import styles from './Popover.module.scss';

/**
 * Non-modal content anchored to a button: a short explanation with a link, a small form, a filter.
 * Put the button and the popover in a `DialogTrigger`. Focus moves into it, Escape and a click outside
 * close it, and focus returns to the button. For a list of actions use `Menu`; for a hint, `Tooltip`.
 */
export function Popover(props: PopoverProps) {
  const { title, children, placement = 'bottom', className } = props;
  return (
    <AriaPopover placement={placement} offset={10} className={[styles.popover, className].filter(Boolean).join(' ')}>
      <OverlayArrow className={styles.arrow}>
        <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
          <path d="M0 0 L6 6 L12 0" />
        </svg>
      </OverlayArrow>
      <Dialog aria-label={props['aria-label']} className={styles.dialog}>
        {({ close }) => (
          <>
            {title != null && (
              <Heading slot="title" level={3} className={styles.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}

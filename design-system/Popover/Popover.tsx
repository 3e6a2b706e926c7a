import { Dialog, Heading, OverlayArrow, OverlayTriggerStateContext, Popover as AriaPopover } from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import type { PopoverProps } from './interfaces';
import styles from './Popover.module.scss';

/**
 * Non-modal content anchored to a button: a short explanation with a link, a small form, a filter.
 * Put the button and the popover in a `DialogTrigger`, or use it on its own with `triggerRef`, `isOpen`
 * and `onOpenChange` (the trigger then sets its own `aria-expanded`; the overlay can load later than the
 * button). Focus moves into it, Escape and a click outside close it, and focus returns to the button.
 * For a list of actions use `Menu`; for a hint, `Tooltip`.
 */
export function Popover(props: PopoverProps) {
  const { title, children, placement = 'bottom', className, triggerRef, isOpen, onOpenChange } = props;
  // On its own (no DialogTrigger) the caller's open state is shared the way a DialogTrigger shares its own,
  // so `close` (the children's argument, a `slot="close"` button) works in both uses.
  const standaloneState = useOverlayTriggerState({ isOpen: isOpen ?? false, onOpenChange });

  const popover = (
    <AriaPopover
      triggerRef={triggerRef}
      placement={placement}
      offset={10}
      className={[styles.popover, className].filter(Boolean).join(' ')}
    >
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

  if (triggerRef === undefined) return popover;
  return <OverlayTriggerStateContext.Provider value={standaloneState}>{popover}</OverlayTriggerStateContext.Provider>;
}

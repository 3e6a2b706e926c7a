import { forwardRef } from 'react';
import { SwitchButton, SwitchField, Text } from 'react-aria-components';
import type { SwitchProps } from './interfaces';
import styles from './Switch.module.scss';

/**
 * An on/off setting that applies at once (security toggles: two-factor authentication, auto logout).
 * Use a `Checkbox` when the choice waits for a form's submit. The ref points at the root element.
 */
export const Switch = forwardRef<HTMLDivElement, SwitchProps>(function Switch(props, ref) {
  const { children, description, labelPosition = 'end', className, ...rest } = props;
  return (
    <SwitchField
      {...rest}
      ref={ref}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-label-position={labelPosition}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </SwitchButton>
      {/* Outside the label element, so it describes the switch without becoming part of its name. */}
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
    </SwitchField>
  );
});

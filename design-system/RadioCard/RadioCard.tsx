import { forwardRef, useId } from 'react';
import { RadioButton, RadioField, Text } from 'react-aria-components';
import { Icon } from '../Icon';
import type { RadioCardProps } from './interfaces';
import styles from './RadioCard.module.scss';

/**
 * A large option of a `RadioGroup` (plan tiers on the subscribe page): title, short description,
 * a price slot and an optional badge and feature list; the whole card is the target, and the
 * selected card is outlined and checked. Put the cards in `<RadioGroup orientation="horizontal">`
 * to share a row that wraps on narrow screens. The ref points at the root element.
 */
export const RadioCard = forwardRef<HTMLDivElement, RadioCardProps>(function RadioCard(props, ref) {
  const { title, description, price, badge, children, className, ...rest } = props;
  const titleId = useId();
  return (
    <RadioField
      {...rest}
      ref={ref}
      // The title alone names the radio; description and price describe it.
      aria-labelledby={titleId}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <RadioButton className={styles.card}>
        {({ isSelected }) => (
          <>
            <span className={styles.header}>
              <span className={styles.indicator} aria-hidden="true">
                {isSelected && <Icon name="check" />}
              </span>
              <span id={titleId} className={styles.title}>
                {title}
              </span>
              {badge != null && <span className={styles.badge}>{badge}</span>}
            </span>
            {(description != null || price != null) && (
              <Text slot="description" className={styles.body}>
                {description != null && <span className={styles.description}>{description}</span>}
                {price != null && <span className={styles.price}>{price}</span>}
              </Text>
            )}
            {children != null && <span className={styles.extra}>{children}</span>}
          </>
        )}
      </RadioButton>
    </RadioField>
  );
});

import { Input, SearchField as AriaSearchField } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { SearchFieldProps } from './interfaces';
import styles from './SearchField.module.scss';

/**
 * Search input: a magnifier, the text, and a clear button once something is typed. Enter submits
 * (`onSubmit`), Escape or the clear button empties it (`onClear`) and keeps focus in the input.
 */
export function SearchField(props: SearchFieldProps) {
  const { label, labelVisibility, description, placeholder, clearLabel, size = 'md', className, ...rest } = props;
  const { t } = useLingui();
  return (
    <AriaSearchField {...rest} className={[styles.field, className].filter(Boolean).join(' ')} data-size={size}>
      <Field label={label} labelVisibility={labelVisibility} description={description}>
        <div className={styles.control}>
          <span className={styles.magnifier} aria-hidden="true">
            <Icon name="search" />
          </span>
          <Input className={styles.input} placeholder={placeholder} />
          <Button
            className={styles.clear}
            variant="tertiary"
            size="sm"
            icon={<Icon name="close" />}
            aria-label={clearLabel ?? t`Clear search`}
          />
        </div>
      </Field>
    </AriaSearchField>
  );
}

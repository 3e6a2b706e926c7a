import { ListBox as AriaListBox } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { OptionItem } from '../Select/OptionList';
import type { ListBoxProps } from './interfaces';
import styles from './ListBox.module.scss';

/**
 * A visible list to pick from (arrow keys, typeahead, Space/Enter to select; Shift for ranges in
 * `multiple`). Its options are the same as `Select`'s. For a closed list use `Select`; to search a long
 * list use `ComboBox`.
 */
export function ListBox({ options, emptyText, className, selectionMode = 'single', ...rest }: ListBoxProps) {
  const { t } = useLingui();
  return (
    <AriaListBox
      {...rest}
      items={options}
      selectionMode={selectionMode}
      className={[styles.list, className].filter(Boolean).join(' ')}
      renderEmptyState={() => <div className={styles.empty}>{emptyText ?? t`No results`}</div>}
    >
      {(option) => <OptionItem option={option} indicator={selectionMode === 'multiple' ? 'checkbox' : 'check'} />}
    </AriaListBox>
  );
}

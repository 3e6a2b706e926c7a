import type { Key } from 'react-aria-components';
import { Plural } from '@lingui/react/macro';
import type { SelectOption } from '../Select';
import type { MultiSelectProps } from './interfaces';

/** The multi-select's props with the value MultiSelect.tsx keeps (controlled or not) and its setter. */
export type MultiSelectValueProps<T extends SelectOption> = Omit<MultiSelectProps<T>, 'value' | 'defaultValue' | 'onChange'> & {
  value: readonly Key[];
  setValue: (next: readonly Key[]) => void;
};

/** What the field shows once something is chosen: the one choice, or how many. */
export function ChosenText<T extends SelectOption>({ options, value }: { options: readonly T[]; value: readonly Key[] }) {
  const count = value.length;
  const first = count === 1 ? options.find((option) => option.id === value[0]) : undefined;
  // `count` names the catalogs' plural placeholder.
  return first ? first.label : <Plural value={count} one="# selected" other="# selected" />;
}

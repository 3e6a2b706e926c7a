import type { ReactNode } from 'react';
import type { RadioFieldProps as AriaRadioFieldProps } from 'react-aria-components';

/** React Aria props we forward: `isDisabled`, `autoFocus`, `id`, `aria-describedby`... */
type ForwardedAriaRadioProps = Omit<
  AriaRadioFieldProps,
  'children' | 'className' | 'style' | 'value' | 'aria-label' | 'aria-labelledby'
>;

export interface RadioCardProps extends ForwardedAriaRadioProps {
  /** The value this card stands for (e.g. a plan code). */
  value: string;
  /** Title of the option; it is the radio's accessible name (translated by the caller). */
  title: ReactNode;
  /**
   * Short text under the title. Announced as the radio's description, with `price`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Price slot at the end of the card: the caller formats it (e.g. `Money`, or "Free").
   * @default undefined
   */
  price?: ReactNode;
  /**
   * Small label next to the title ("Current plan", "Popular").
   * @default undefined
   */
  badge?: ReactNode;
  /**
   * Extra content at the bottom of the card, e.g. a feature list. Not announced with the radio;
   * keep interactive elements out of it (the whole card is the radio's target).
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button, FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';

/** What a select's look-alike tells the select that will replace it. */
export interface LookAlikeEvents {
  /** The field gained or lost focus: its working code should load now. */
  onFocusChange: (isFocused: boolean) => void;
  /** Pressed, or Arrow Down / Arrow Up: the list should open as soon as it can. */
  onOpenRequest: () => void;
}

interface LookAlikeFieldProps extends LookAlikeEvents {
  description?: ReactNode;
  isInvalid: boolean;
  isDisabled: boolean;
  /** The trigger button's id (React Aria's `id` prop of a select goes to its button). */
  id?: string | undefined;
  /**
   * A combo box's: the id of the input the label is a `<label for>` of. Without it the label is a span that focuses
   * the button, as on a select.
   */
  labelFor?: string | undefined;
  /** A date picker's: a press on the label (a span) focuses the first date segment instead of a button. */
  onLabelPress?: (() => void) | undefined;
  /** The field's root element, with `Field` and a `LookAlikeTrigger` inside. */
  children: ReactNode;
}

interface LookAlikeWiring extends LookAlikeEvents {
  buttonRef: RefObject<HTMLButtonElement | null>;
  buttonId: string;
  labelId: string;
  valueId: string;
  describedBy: string | undefined;
  isDisabled: boolean;
  focusTrigger: () => void;
}

const LookAlikeContext = createContext<LookAlikeWiring | null>(null);

function useWiring(): LookAlikeWiring {
  const wiring = useContext(LookAlikeContext);
  if (!wiring) throw new Error('A look-alike trigger belongs inside LookAlikeField');
  return wiring;
}

const emptyValidity = {} as ValidityState;

/**
 * The wiring React Aria's select gives its label, help, error and button, for a look-alike that renders before the
 * select's code has loaded (Select.tsx, MultiSelect.tsx): the label is a span that focuses the button; the button has
 * a list-box popup, is named by its value and the label, and described by the help and error text.
 */
export function LookAlikeField({ description, isInvalid, isDisabled, id, labelFor, onLabelPress, onFocusChange, onOpenRequest, children }: LookAlikeFieldProps) {
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const generatedButtonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusTrigger = () => buttonRef.current?.focus();
  const describedBy = [description != null && descriptionId, isInvalid && errorId].filter(Boolean).join(' ') || undefined;
  const wiring: LookAlikeWiring = {
    buttonRef,
    buttonId: id ?? generatedButtonId,
    labelId,
    valueId,
    describedBy,
    isDisabled,
    focusTrigger,
    onFocusChange,
    onOpenRequest,
  };
  return (
    <Provider
      values={[
        [LookAlikeContext, wiring],
        [LabelContext, labelFor === undefined ? { id: labelId, elementType: 'span', onClick: onLabelPress ?? focusTrigger } : { id: labelId, htmlFor: labelFor }],
        [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
        [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: emptyValidity }],
      ]}
    >
      {children}
    </Provider>
  );
}

interface LookAlikeTriggerProps {
  className: string | undefined;
  /** The value's text (or the placeholder), in the element that names the button with the label. */
  value: ReactNode;
  valueClassName: string | undefined;
  isPlaceholder: boolean;
  /** After the value, inside the button (the chevron). */
  children: ReactNode;
}

/** The look-alike's button, inside `LookAlikeField`. */
export function LookAlikeTrigger({ className, value, valueClassName, isPlaceholder, children }: LookAlikeTriggerProps) {
  const { buttonRef, buttonId, labelId, valueId, describedBy, isDisabled, onFocusChange, onOpenRequest } = useWiring();
  const opensList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpenRequest();
  };
  return (
    <Button
      ref={buttonRef}
      id={buttonId}
      className={className}
      isDisabled={isDisabled}
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-labelledby={`${valueId} ${labelId}`}
      aria-describedby={describedBy}
      onFocusChange={onFocusChange}
      onPress={onOpenRequest}
      onKeyDown={opensList}
    >
      <span id={valueId} className={valueClassName} data-placeholder={isPlaceholder || undefined}>
        {value}
      </span>
      {children}
    </Button>
  );
}

/** The label's id and the help and error texts' ids, for a look-alike control other than the trigger button. */
export function useLookAlikeLabelling(): { labelId: string; describedBy: string | undefined } {
  const { labelId, describedBy } = useWiring();
  return { labelId, describedBy };
}

/** Moves focus to the look-alike's button (after "Clear all" removes itself). */
export function useFocusLookAlikeTrigger(): () => void {
  return useWiring().focusTrigger;
}

import { forwardRef, useCallback, useMemo, useState } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  CheckboxGroupStateContext,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { CheckboxGroupSettingsContext, type CheckboxGroupSettings } from '../Checkbox/Checkbox';
import type { CheckboxGroupProps } from './interfaces';
import styles from './CheckboxGroup.module.scss';

type Registered = Map<string, { isDisabled: boolean; isRequired: boolean }>;

/**
 * Several related yes/no choices under one label: notification channels, a filter list, or terms
 * consent with an "agree to all" box (`selectAllLabel`) and required and optional items
 * (`necessityIndicator="label"`). The ref points at the group element.
 */
export const CheckboxGroup = forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(props, ref) {
  const {
    label,
    children,
    description,
    errorMessage,
    isInvalid = false,
    value: valueProp,
    defaultValue = [],
    onChange,
    selectAllLabel,
    selectAllDescription,
    necessityIndicator = 'icon',
    orientation = 'vertical',
    className,
    ...rest
  } = props;

  const [innerValue, setInnerValue] = useState<string[]>(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = useCallback(
    (next: string[]) => {
      if (valueProp === undefined) setInnerValue(next);
      onChange?.(next);
    },
    [valueProp, onChange],
  );

  // Each checkbox registers its value, so "select all" knows the whole list without reading children.
  const [items, setItems] = useState<Registered>(() => new Map());
  const register = useCallback<NonNullable<CheckboxGroupSettings['register']>>((itemValue, item) => {
    setItems((current) => new Map(current).set(itemValue, item));
    return () =>
      setItems((current) => {
        const next = new Map(current);
        next.delete(itemValue);
        return next;
      });
  }, []);

  const hasRequiredItems = [...items.values()].some((item) => item.isRequired);
  const settings = useMemo<CheckboxGroupSettings>(
    () => ({ necessityIndicator, register, isRequiredInvalid: isInvalid && hasRequiredItems }),
    [necessityIndicator, register, isInvalid, hasRequiredItems],
  );

  const groupDisabled = rest.isDisabled === true || rest.isReadOnly === true;
  const enabled = [...items.entries()].filter(([, item]) => !item.isDisabled).map(([itemValue]) => itemValue);
  const selectedEnabled = enabled.filter((itemValue) => value.includes(itemValue));
  const allSelected = enabled.length > 0 && selectedEnabled.length === enabled.length;
  const someSelected = selectedEnabled.length > 0 && !allSelected;
  const toggleAll = (select: boolean) => {
    const untouched = value.filter((itemValue) => !enabled.includes(itemValue));
    setValue(select ? [...untouched, ...enabled] : untouched);
  };

  return (
    <AriaCheckboxGroup
      {...rest}
      ref={ref}
      value={value}
      onChange={setValue}
      // With required boxes, those boxes carry the invalid state (and make the group invalid).
      isInvalid={(isInvalid && !hasRequiredItems) || undefined}
      validationBehavior="aria"
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-orientation={orientation}
      data-select-all={selectAllLabel != null || undefined}
    >
      <Label className={styles.label}>
        {label}
        {rest.isRequired === true && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {description != null && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.body}>
        {selectAllLabel != null && (
          // Not an item of the group: it changes the group's value instead of holding one.
          <CheckboxGroupStateContext.Provider value={null}>
            <div className={styles.selectAll}>
              <Checkbox
                isSelected={allSelected}
                isIndeterminate={someSelected}
                onChange={toggleAll}
                isDisabled={groupDisabled || enabled.length === 0}
                description={selectAllDescription}
                data-select-all=""
              >
                {selectAllLabel}
              </Checkbox>
            </div>
          </CheckboxGroupStateContext.Provider>
        )}
        <CheckboxGroupSettingsContext.Provider value={settings}>
          <div className={styles.items}>{children}</div>
        </CheckboxGroupSettingsContext.Provider>
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
});

/**
 * Public API of the design system (`import { Button, TextField } from '@ds/index'`).
 * Components only depend on tokens (CSS custom properties) and react-aria-components;
 * nothing here imports from console/ or mocks/.
 */
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconOnlyButtonProps, LabelledButtonProps } from './Button';
export { Icon, iconPaths, type IconName, type IconProps, type IconSize } from './Icon';

export { TextField } from './TextField';
export type { TextFieldProps, TextFieldSize, TextFieldType, TextFieldValidationState } from './TextField';

export { ToastRegion, createToastQueue, showToast } from './Toast';
export type { ShowToastOptions, ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';

export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';

export { useDeviceClass, useDeviceKind } from './useDeviceClass';

export { loadDesignSystemMessages } from './i18n';

// Choice, Dates and Files (issue #8)
export { Checkbox } from './Checkbox';
export type { CheckboxNecessityIndicator, CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { RadioCard } from './RadioCard';
export type { RadioCardProps } from './RadioCard';
export { Calendar, RangeCalendar } from './Calendar';
export type { CalendarNavigationLabels, CalendarProps, RangeCalendarProps } from './Calendar';
export { Select } from './Select';
export type { SelectOption, SelectProps, SelectSize } from './Select';
export { ComboBox } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export { DatePicker, DateRangePicker } from './DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './DatePicker';
export { TimeZonePicker, deviceUtcOffset, formatUtcOffset, utcOffsets } from './TimeZonePicker';
export type { TimeZonePickerProps, UtcOffsetEntry } from './TimeZonePicker';
export { FileUpload, formatFileSize } from './FileUpload';
export type { FileUploadItem, FileUploadMessages, FileUploadProps } from './FileUpload';

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

// Layout primitives (issue #8: foundations and Layout group)
export { Stack } from './Stack';
export type { LayoutElement, SpaceStep, StackAlign, StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline';
export { Grid } from './Grid';
export type { GridColumns, GridProps } from './Grid';
export { ContentContainer } from './ContentContainer';
export type { ContentContainerProps } from './ContentContainer';
export { CenteredCardLayout } from './CenteredCardLayout';
export type { CenteredCardLayoutProps } from './CenteredCardLayout';
// Overlays, Navigation (Menu) and the application shell (Layout)
export { Dialog, DialogTrigger } from './Dialog';
export type { DialogContent, DialogProps, DialogTriggerProps } from './Dialog';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog';
export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps, DrawerWidth } from './Drawer';
export { Popover } from './Popover';
export type { PopoverPlacement, PopoverProps } from './Popover';
export { Tooltip } from './Tooltip';
export type { TooltipPlacement, TooltipProps } from './Tooltip';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuPresentation, MenuProps, MenuSectionProps, MenuTriggerProps } from './Menu';
export { AppShell, useAppShell } from './AppShell';
export type { AppShellContextValue, AppShellProps } from './AppShell';
export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export { SideNav, SideNavItem, SideNavSection } from './SideNav';
export type { SideNavItemProps, SideNavProps, SideNavSectionProps } from './SideNav';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
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
// Fields: every input shares the Field frame (label, required marker, help, error, counter)
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps, PasswordRule } from './PasswordField';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { VerificationCodeField } from './VerificationCodeField';
export type { VerificationCodeFieldProps } from './VerificationCodeField';
// Actions
export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { ButtonGroup } from './ButtonGroup';
export type { ButtonGroupAlign, ButtonGroupProps } from './ButtonGroup';
// Navigation
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { TabNav } from './TabNav';
export type { TabNavItem, TabNavProps } from './TabNav';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Stepper } from './Stepper';
export type { StepperProps, StepperStep } from './Stepper';
// Feedback group (InlineAlert, Banner, Loader, Skeleton, ProgressBar, Meter, EmptyState, Countdown; Spinner and Toast above)
export { InlineAlert } from './InlineAlert';
export type { AlertRole, AlertTone, InlineAlertProps } from './InlineAlert';
export { Banner } from './Banner';
export type { BannerProps, BannerTone, EnvironmentBannerProps, MessageBannerProps } from './Banner';
// Feedback and Display
export { Loader } from './Loader';
export type { LoaderProps } from './Loader';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Meter, meterLevel } from './Meter';
export type { MeterLevel, MeterProps } from './Meter';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Countdown, formatCountdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone, CountBadgeProps, TextBadgeProps } from './Badge';
export { StatusLabel, billingStatuses, memberStatuses, tenantStatuses } from './StatusLabel';
export type { StatusLabelProps, StatusLook, StatusTone } from './StatusLabel';
export { DescriptionList } from './DescriptionList';
export type { DescriptionListItem, DescriptionListLayout, DescriptionListProps } from './DescriptionList';
export { Divider } from './Divider';
export type { DividerProps } from './Divider';
export { Card } from './Card';
export type { CardProps } from './Card';
export { ServiceCard } from './ServiceCard';
export type { ServiceCardProps } from './ServiceCard';
export { Accordion, Disclosure } from './Disclosure';
export type { AccordionProps, DisclosureProps } from './Disclosure';
export { Avatar, initialsOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Money, formatMoney } from './Money';
export type { MoneyProps } from './Money';
export { DateTime, formatDateTime } from './DateTime';
export type { DateTimeFormat, DateTimeProps } from './DateTime';
export { SelectableTable } from './SelectableTable';
export type { SelectableTableProps } from './SelectableTable';
export { Table } from './Table';
export type { SortDescriptor, TableColumn, TableProps, TableRow, TableRowAction } from './Table';
export { Pagination, pageSlots } from './Pagination';
export type { PageSlot, PaginationProps } from './Pagination';
export { LoadMoreList } from './LoadMoreList';
export type { LoadMoreListProps } from './LoadMoreList';
export { ListBox } from './ListBox';
export type { ListBoxOption, ListBoxProps } from './ListBox';
export { TagGroup } from './TagGroup';
export type { TagGroupProps, TagItem } from './TagGroup';
export { CardGrid } from './CardGrid';
export type { CardGridProps } from './CardGrid';

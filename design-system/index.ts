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

// Feedback group (InlineAlert, Banner, Loader, Skeleton, ProgressBar, Meter, EmptyState, Countdown; Spinner and Toast above)
export { InlineAlert } from './InlineAlert';
export type { AlertRole, AlertTone, InlineAlertProps } from './InlineAlert';
export { Banner } from './Banner';
export type { BannerProps, BannerTone, EnvironmentBannerProps, MessageBannerProps } from './Banner';

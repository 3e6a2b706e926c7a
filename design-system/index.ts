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

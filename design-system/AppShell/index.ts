export { AppShell } from './AppShell';
export { useAppShell, type AppShellContextValue } from './context';
export type { AppShellProps } from './interfaces';

/** What the shell offers the domains' pages: the signed-in user's organisation data and the shell's dialogs. */
export { useShellData } from './useShellData';
export { useShellDialogs, type NoPermissionReason, type ShellDialogs, type TrialProduct } from './ShellDialogs';

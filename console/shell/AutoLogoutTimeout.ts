import { createContext } from 'react';
import { autoLogoutAfterMs } from './idleTimer';

/** How long the shell waits without activity before signing out: the spec's 60 minutes; a story shortens it. */
export const AutoLogoutTimeoutContext = createContext(autoLogoutAfterMs);

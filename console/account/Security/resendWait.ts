import { createContext } from 'react';

/**
 * Seconds before "Send a new code" appears, counted on this device from when the code was sent (the mock and
 * the sign-in screen use 60; the server still refuses an early resend). A story shortens it.
 */
export const ResendWaitContext = createContext(60);

// React 18+ has the hook built in; see reactBuiltInAliases in ./reactBuiltIns.ts.
export { useSyncExternalStore } from 'react';

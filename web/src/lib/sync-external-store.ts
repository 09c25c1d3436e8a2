// react-i18next imports use-sync-external-store's shim for React before 18; React 19 has the hook itself.
export { useSyncExternalStore } from 'react';

// SWR imports the useSyncExternalStore shim written for React 17;
// React 19 has the hook itself. vite.config.ts points the shim's imports here,
// which keeps its fallback code off the first visit.
export { useSyncExternalStore } from 'react';

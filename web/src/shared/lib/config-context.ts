import { createContext, useContext } from 'react';
import type { AppConfig } from './config.ts';

/** The validated configuration, for components. */
export const ConfigContext = createContext<AppConfig | null>(null);

/** The validated configuration. */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs the App');
  return config;
}

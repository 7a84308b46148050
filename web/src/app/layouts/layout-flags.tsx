import { createContext, useContext } from 'react';

/** What the current page tells its layout. */
export interface LayoutFlags {
  game: boolean;
  fullWidth: boolean;
}

/** The setter the layout provides to its pages. */
export const LayoutFlagsContext = createContext<(flags: LayoutFlags) => void>(() => undefined);

/** Lets a page set its layout flags. */
export function useLayoutFlags(): (flags: LayoutFlags) => void {
  return useContext(LayoutFlagsContext);
}

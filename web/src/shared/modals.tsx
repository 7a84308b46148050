// Which modal is open (one at a time). The app's ModalHost renders it.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The modals of SPEC.md section 2. */
export type ModalName =
  | 'login'
  | 'loginByEmail'
  | 'confirmByPhone'
  | 'register'
  | 'payIn'
  | 'successPayment'
  | 'verification';

/** The open modal and what it was opened with. */
export interface OpenModal {
  name: ModalName;
  props?: Record<string, unknown>;
}

interface Modals {
  current: OpenModal | null;
  /** Opens a modal, closing any other. */
  open(name: ModalName, props?: Record<string, unknown>): void;
  close(): void;
}

const ModalContext = createContext<Modals>({
  current: null,
  open: () => undefined,
  close: () => undefined,
});

/** Holds the open modal. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  const open = useCallback(
    (name: ModalName, props?: Record<string, unknown>) => setCurrent({ name, props }),
    [],
  );
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

/** Opens and closes modals. */
export function useModals(): Modals {
  return useContext(ModalContext);
}

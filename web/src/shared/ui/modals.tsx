// Which modal is open (one at a time), with props typed per modal: open()
// checks them against ModalProps. The app's ModalHost renders the modal.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The modals of SPEC.md section 2 (and the few the product adds) and the props each takes (`undefined`: none). */
export interface ModalProps {
  login: undefined;
  loginByEmail: undefined;
  confirmByPhone: undefined;
  /** `requestVIP`: registering from the VIP club asks to join it. */
  register: { requestVIP?: boolean };
  /** `tab: 'crypto'`: opened on the crypto deposit. */
  payIn: { tab?: 'crypto' };
  /** `credited`: what reached the balance (the invoice's shop_amount, after commission), when known. */
  successPayment: { credited?: number; bonus?: number };
  /** A payout to a crypto-payouts method (inferred: SPEC.md lists no such modal). */
  withdraw: undefined;
  verification: undefined;
  /** `token`: a login link's token, used only once the player confirms the switch. */
  switchAccount: { token: string };
  /** What a new player got and what the first deposit brings (the product adds it). */
  welcome: undefined;
}

/** A modal's name. */
export type ModalName = keyof ModalProps;

/** The open modal and what it was opened with. */
export type OpenModal = {
  [Name in ModalName]: { name: Name; props?: ModalProps[Name] };
}[ModalName];

/** open()'s props argument: none for a modal without props, optional when every prop is. */
export type ModalPropsArg<Name extends ModalName> = ModalProps[Name] extends undefined
  ? []
  : object extends ModalProps[Name]
    ? [props?: ModalProps[Name]]
    : [props: ModalProps[Name]];

interface Modals {
  current: OpenModal | null;
  /** Opens a modal, closing any other. */
  open<Name extends ModalName>(name: Name, ...props: ModalPropsArg<Name>): void;
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
    <Name extends ModalName>(name: Name, ...[props]: ModalPropsArg<Name>) =>
      // open()'s signature pairs the name with its props; TS cannot follow the pair here.
      setCurrent({ name, props } as OpenModal),
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

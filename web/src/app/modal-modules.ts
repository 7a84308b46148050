// Each modal's module, loaded on demand. This table lives in its own chunk,
// not in modal-host.tsx: every entry is an import() with its preload list,
// and the first visit (110 KB at most, `npm run size`) has no room for them;
// the host loads the table after the first paint, before a player opens a modal.
import type { ModuleWithMessages } from '../i18n/i18n.tsx';
import type { ModalName, ModalProps } from '../shared/ui/modals.tsx';

/** Each modal's module, whose component takes the props open() was given for it. */
export const MODULES: {
  [Name in ModalName]: () => Promise<
    ModuleWithMessages<ModalProps[Name] extends undefined ? object : ModalProps[Name]>
  >;
} = {
  login: () => import('../features/account/modals/login-modal.tsx'),
  loginByEmail: () => import('../features/account/modals/login-by-email-modal.tsx'),
  confirmByPhone: () => import('../features/account/modals/confirm-by-phone-modal.tsx'),
  register: () => import('../features/account/modals/register-modal.tsx'),
  payIn: () => import('../features/payments/modals/pay-in-modal.tsx'),
  successPayment: () => import('../features/payments/modals/success-payment-modal.tsx'),
  verification: () => import('../features/payments/modals/verification-modal.tsx'),
  withdraw: () => import('../features/payments/modals/withdraw-modal.tsx'),
  switchAccount: () => import('../features/account/modals/switch-account-modal.tsx'),
  welcome: () => import('./modals/welcome-modal.tsx'),
};

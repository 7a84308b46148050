// Opens modals from the query flags login, signup and deposit (the flag is then
// removed from the URL) and renders the open one, loading its module and then
// the message groups the module names, on demand.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withMessages } from '../i18n/i18n.tsx';
import { type ModalName, useModals } from '../shared/modals.tsx';

const MODULES: Partial<Record<ModalName, ComponentType<Record<string, unknown>>>> = {
  login: lazy(() => import('../features/account/modals/login-modal.tsx').then(withMessages)),
  loginByEmail: lazy(() =>
    import('../features/account/modals/login-by-email-modal.tsx').then(withMessages),
  ),
  confirmByPhone: lazy(() =>
    import('../features/account/modals/confirm-by-phone-modal.tsx').then(withMessages),
  ),
  register: lazy(() =>
    import('../features/account/modals/register-modal.tsx').then(withMessages),
  ) as ComponentType<Record<string, unknown>>,
  payIn: lazy(() => import('../features/payments/modals/pay-in-modal.tsx').then(withMessages)),
  successPayment: lazy(() =>
    import('../features/payments/modals/success-payment-modal.tsx').then(withMessages),
  ) as ComponentType<Record<string, unknown>>,
  verification: lazy(() =>
    import('../features/payments/modals/verification-modal.tsx').then(withMessages),
  ),
};

const FLAGS: [string, ModalName][] = [
  ['login', 'login'],
  ['signup', 'register'],
  ['deposit', 'payIn'],
];

/** Query flags to modals, and the open modal. */
export function ModalHost() {
  const { current, open } = useModals();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const flag = FLAGS.find(([key]) => params.has(key));
    if (!flag) return;
    params.delete(flag[0]);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (MODULES[flag[1]]) open(flag[1]);
    else console.info(`modal ${flag[1]} is not available yet`);
  }, [location, navigate, open]);

  const Modal = current ? MODULES[current.name] : undefined;
  if (!current || !Modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal key={current.name} {...(current.props ?? {})} />
    </Suspense>
  );
}

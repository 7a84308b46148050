// Opens modals from the query flags login, signup and deposit (the flag is then
// removed from the URL) and renders the open one, loading its module on demand.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WithMessages } from '../i18n/i18n.tsx';
import { type ModalName, type ModalProps, useModals } from '../shared/modals.tsx';

/** Each modal's component, taking the props open() was given for it. */
const MODULES: {
  [Name in ModalName]: ComponentType<
    ModalProps[Name] extends undefined ? object : ModalProps[Name]
  >;
} = {
  login: lazy(() => import('../features/account/modals/login-modal.tsx')),
  loginByEmail: lazy(() => import('../features/account/modals/login-by-email-modal.tsx')),
  confirmByPhone: lazy(() => import('../features/account/modals/confirm-by-phone-modal.tsx')),
  register: lazy(() => import('../features/account/modals/register-modal.tsx')),
  payIn: lazy(() => import('../features/payments/modals/pay-in-modal.tsx')),
  successPayment: lazy(() => import('../features/payments/modals/success-payment-modal.tsx')),
  verification: lazy(() => import('../features/payments/modals/verification-modal.tsx')),
};

/** Query flags and the modal each opens (modals that need no props). */
const FLAGS: [string, 'login' | 'register' | 'payIn'][] = [
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
    open(flag[1]);
  }, [location, navigate, open]);

  if (!current) return null;
  // MODULES pairs each name with a component taking that modal's props, as
  // open() paired the name with its props; TS cannot follow the pair through
  // the union, so the lookup is widened here, in one place.
  const Modal = MODULES[current.name] as ComponentType<object>;
  return (
    <WithMessages ns="account">
      <Suspense fallback={null}>
        <Modal key={current.name} {...(current.props ?? {})} />
      </Suspense>
    </WithMessages>
  );
}

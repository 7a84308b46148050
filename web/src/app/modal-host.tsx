// Opens modals from the query flags login, signup and deposit (the flag is then
// removed from the URL) and renders the open one, loading its module and then
// the message groups the module names, on demand. A module that fails to load
// (or takes longer than CHUNK_TIMEOUT_MS) closes the modal with a notification,
// never taking the page down.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withMessages } from '../i18n/i18n.tsx';
import { type ModalName, type ModalProps, useModals } from '../shared/modals.tsx';
import { notifyError } from '../shared/notify.tsx';
import { Boundary } from './error-boundary.tsx';
import { loadWithin } from './route-page.tsx';

/**
 * Each modal's component, taking the props open() was given for it, rendered
 * once the message groups its module names are loaded.
 */
const MODULES: {
  [Name in ModalName]: ComponentType<
    ModalProps[Name] extends undefined ? object : ModalProps[Name]
  >;
} = {
  login: lazy(() =>
    loadWithin(import('../features/account/modals/login-modal.tsx')).then(withMessages),
  ),
  loginByEmail: lazy(() =>
    loadWithin(import('../features/account/modals/login-by-email-modal.tsx')).then(withMessages),
  ),
  confirmByPhone: lazy(() =>
    loadWithin(import('../features/account/modals/confirm-by-phone-modal.tsx')).then(withMessages),
  ),
  register: lazy(() =>
    loadWithin(import('../features/account/modals/register-modal.tsx')).then(withMessages),
  ),
  payIn: lazy(() =>
    loadWithin(import('../features/payments/modals/pay-in-modal.tsx')).then(withMessages),
  ),
  successPayment: lazy(() =>
    loadWithin(import('../features/payments/modals/success-payment-modal.tsx')).then(withMessages),
  ),
  verification: lazy(() =>
    loadWithin(import('../features/payments/modals/verification-modal.tsx')).then(withMessages),
  ),
  switchAccount: lazy(() =>
    import('../features/account/modals/switch-account-modal.tsx').then(withMessages),
  ),
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
    <Boundary key={current.name} fallback={<ModalFailed />}>
      <Suspense fallback={null}>
        <Modal {...(current.props ?? {})} />
      </Suspense>
    </Boundary>
  );
}

/** A modal whose module did not load: closed, with the generic error notification. */
function ModalFailed() {
  const { close } = useModals();
  useEffect(() => {
    notifyError(undefined);
    close();
  }, [close]);
  return null;
}

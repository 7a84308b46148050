// Opens modals from the query flags login, signup, deposit and withdraw (the flag is then
// removed from the URL) and renders the open one, loading its module (through
// the table in modal-modules.ts) and then the message groups the module names,
// on demand. A module that fails to load (or takes longer than
// CHUNK_TIMEOUT_MS) closes the modal with a notification, never taking the
// page down; opening it again loads it anew.
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ModuleWithMessages, withMessages } from '../i18n/i18n.tsx';
import { type ModalName, useModals } from '../shared/ui/modals.tsx';
import { notifyError } from '../shared/ui/notify.tsx';
import { Boundary } from './error-boundary.tsx';
import { loadWithin } from './route-page.tsx';

/** The table of the modals' modules (modal-modules.ts), one chunk loaded once. */
const modules = () => import('./modal-modules.ts');

/**
 * Each modal's lazy component, rendered once the message groups its module
 * names are loaded. React.lazy keeps a failed load for good, so a failure
 * drops the component: the next open() loads the module anew.
 */
const loaded: { [Name in ModalName]?: ComponentType<object> } = {};
function modal(name: ModalName): ComponentType<object> {
  // The table pairs each name with a module taking that modal's props, as
  // open() paired the name with its props; TS cannot follow the pair through
  // the union, so the lookup is widened here, in one place.
  const load = (table: Awaited<ReturnType<typeof modules>>) =>
    table.MODULES[name]() as Promise<ModuleWithMessages<object>>;
  loaded[name] ??= lazy(() =>
    loadWithin(modules().then(load)).then(withMessages, (error: unknown) => {
      delete loaded[name];
      throw error;
    }),
  );
  return loaded[name];
}

/** Query flags and the modal each opens (modals that need no props). */
const FLAGS: [string, 'login' | 'register' | 'payIn' | 'withdraw'][] = [
  ['login', 'login'],
  ['signup', 'register'],
  ['deposit', 'payIn'],
  ['withdraw', 'withdraw'],
];

/** Query flags to modals, and the open modal. */
export function ModalHost() {
  const { current, open } = useModals();
  const location = useLocation();
  const navigate = useNavigate();

  // The modules' table after the first paint, so that opening a modal waits for its own chunk only.
  useEffect(() => {
    modules().catch(() => undefined);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const flag = FLAGS.find(([key]) => params.has(key));
    if (!flag) return;
    // `?deposit=crypto` opens PayIn on its crypto deposit (a link a message can carry).
    const crypto = flag[1] === 'payIn' && params.get(flag[0]) === 'crypto';
    params.delete(flag[0]);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (crypto) open('payIn', { tab: 'crypto' });
    else open(flag[1]);
  }, [location, navigate, open]);

  if (!current) return null;
  const Modal = modal(current.name);
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

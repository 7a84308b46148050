// The account menu's list, loaded the first time the header's account button
// is hovered, focused or pressed (it and the account messages stay out of the
// first visit): Profile, History, Bonuses, Settings, Responsible play,
// Deposit (not during a time-out or self-exclusion) and Withdraw (their
// modals, through the shared registry), Log out. A disclosure: Escape
// closes it and gives the focus back to the button, a press or focus outside
// closes it, the arrow keys (and Home, End) move between its items.
//
// It imports only what the first visit's vendor chunk holds (and the message
// groups): the page addresses and the sign-out come from the header as props,
// so no module of the header is split into a chunk of its own for it.
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { type ModalName, useModals } from '../../shared/ui/modals.tsx';

/** The profile pages the list leads to, in order (their addresses are the `pages` prop). */
const PAGE_LABELS: MessageKey[] = [
  'profile.title',
  'profile.tabs.history',
  'profile.tabs.bonuses',
  'profile.tabs.setting',
  'profile.tabs.responsible',
];

const MODALS: [Extract<ModalName, 'payIn' | 'withdraw'>, MessageKey][] = [
  ['payIn', 'account.deposit'],
  ['withdraw', 'menu.withdraw'],
];

const GROUPS = [MESSAGE_GROUPS.account];

/** The list's props. */
export interface ListProps {
  /** The list's id (the button's aria-controls). */
  id: string;
  /** The addresses of Profile, History, Bonuses, Settings and Responsible play, in the locale. */
  pages: string[];
  /** A time-out or self-exclusion runs: no Deposit item. */
  restricted: boolean;
  signOut: () => unknown;
  /** The menu: button and list; a press or focus outside it closes the list. */
  root: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** The item to focus on opening: the first or last (the button's Down or Up arrow), else none. */
  initialFocus?: 'first' | 'last';
}

/** The open account menu. */
export default function AccountMenuList(props: ListProps) {
  return (
    <WithMessages groups={GROUPS}>
      <List {...props} />
    </WithMessages>
  );
}

function List({ id, pages, restricted, signOut, root, button, onClose, initialFocus }: ListProps) {
  const { t } = useI18n();
  const { open } = useModals();
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the list opens
  useEffect(() => {
    if (!initialFocus) return;
    const items = list.current?.querySelectorAll<HTMLElement>('a, button');
    items?.[initialFocus === 'first' ? 0 : items.length - 1]?.focus();
  }, []);

  useEffect(() => {
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [root, button, onClose]);

  /** Up, Down, Home and End move the focus along the items, round the ends. */
  function move(event: KeyboardEvent<HTMLElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  }

  return (
    <ul ref={list} id={id} className="account-menu__list" onKeyDown={move}>
      {PAGE_LABELS.map((key, i) => (
        <li key={key}>
          <Link className="account-menu__item" to={pages[i] ?? '/'} onClick={onClose}>
            {t(key)}
          </Link>
        </li>
      ))}
      {(restricted ? MODALS.filter(([name]) => name !== 'payIn') : MODALS).map(([name, key]) => (
        <li key={name}>
          <button
            type="button"
            className="account-menu__item"
            onClick={() => {
              // The dialog gives the focus back to what had it: the menu's button.
              button.current?.focus();
              onClose();
              open(name);
            }}
          >
            {t(key)}
          </button>
        </li>
      ))}
      <li className="account-menu__end">
        <button
          type="button"
          className="account-menu__item"
          onClick={() => {
            onClose();
            void signOut();
          }}
        >
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}

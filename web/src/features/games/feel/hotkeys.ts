// Hotkeys on a board (off unless the player turns them on in its settings):
// Space presses the board's primary action (Roll, Flip, Draw, Spin, Start,
// Open, Place bet, Cash out); any other key presses the board's enabled
// control that names it in `data-hotkey` (S and D on the bet panel's ½ and
// ×2, ↑ and ↓ on hilo's guesses, Q and W on coinflip's sides), so each key
// is declared on the control it presses. Keys typed into a field, or pressed
// with a modifier, are the field's; Space on a focused button is the
// button's own.
import { type RefObject, useEffect } from 'react';

/** Elements whose own keys win. */
const TYPING =
  'input:not([type="radio"]):not([type="checkbox"]):not([type="range"]), textarea, select';
const OWN_SPACE = 'button, a, summary, input, select, textarea';

/** Listens for the board's hotkeys while `enabled`. */
export function useHotkeys(board: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const root = board.current;
      if (!root || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING) || target?.closest('dialog, [role="dialog"]')) return;
      let control: HTMLElement | null;
      if (event.key === ' ') {
        if (target?.closest(OWN_SPACE)) return;
        control = root.querySelector<HTMLElement>('.board__primary .button--primary');
      } else {
        const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
        control = root.querySelector<HTMLElement>(`[data-hotkey="${CSS.escape(key)}"]`);
      }
      if (!control || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      control.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [board, enabled]);
}

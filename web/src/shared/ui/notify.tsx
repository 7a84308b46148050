// Notifications (SPEC.md sections 8 and 9): a failed call shows the generic
// error title and the lines of the response's errors object, each translated
// through error.* keys, one per line. Server strings are rendered as text
// (React escapes them). The renderer (toaster.tsx) loads on first use.
import { ApiError } from '@casino/sdk';
import { type ComponentType, useEffect, useState } from 'react';
import { translate, translateServerMessage } from '../../i18n/i18n.tsx';
import { splitLocale } from '../../i18n/paths.ts';

type ToasterModule = typeof import('./toaster.tsx');

let loading: Promise<ToasterModule> | null = null;
let loaded: ToasterModule | null = null;
const waiting = new Set<(host: ComponentType) => void>();

function toaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('./toaster.tsx');
    loading.then((m) => {
      loaded = m;
      for (const mount of waiting) mount(m.ToasterHost);
    });
  }
  return loading;
}

/** The title and lines a failure shows, in the current locale. */
export function errorNotification(error: unknown): { title: string; lines: string[] } {
  const { locale } = splitLocale(window.location.pathname);
  const title = translate(locale, 'error.title');
  if (!(error instanceof ApiError))
    return { title, lines: [translate(locale, 'error.unexpected')] };
  if (error.lines.length > 0) {
    return {
      title,
      lines: error.lines.map(
        (line) => translateServerMessage(locale, line.message) ?? line.message,
      ),
    };
  }
  if (error.kind === 'network') return { title, lines: [translate(locale, 'error.network')] };
  if (error.status >= 500) return { title, lines: [translate(locale, 'error.server')] };
  return {
    title,
    lines: [translateServerMessage(locale, error.status) ?? translate(locale, 'error.unexpected')],
  };
}

/** Shows a failure as a notification; the message of `titleCode` (error.{code}), where there is one, replaces the generic title. */
export function notifyError(error: unknown, titleCode?: string | number): void {
  const notification = errorNotification(error);
  const { locale } = splitLocale(window.location.pathname);
  const title =
    (titleCode === undefined ? undefined : translateServerMessage(locale, titleCode)) ??
    notification.title;
  toaster().then((m) => m.show('error', title, notification.lines));
}

/** Shows a failure in words of the app's own (already translated), under the generic title. */
export function notifyFailure(message: string): void {
  const { locale } = splitLocale(window.location.pathname);
  toaster().then((m) => m.show('error', translate(locale, 'error.title'), [message]));
}

/** Shows a success message (already translated). */
export function notifySuccess(message: string): void {
  toaster().then((m) => m.show('success', null, [message]));
}

/** Mounts the notification renderer once the first notification asks for it. */
export function Notifications() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = (host: ComponentType) => setHost(() => host);
    if (loaded) mount(loaded.ToasterHost);
    waiting.add(mount);
    return () => {
      waiting.delete(mount);
    };
  }, []);
  return Host ? <Host /> : null;
}

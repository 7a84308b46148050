// The app's message files as tests read them from disk: the core
// (src/i18n/locales/{lang}.json) and each group's folder, each file as
// key → text (dotted keys, as `t()` takes them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };
type Lang = 'ru' | 'en' | 'kz';

const dir = join(import.meta.dirname, '..', 'i18n', 'locales');

/** The message groups on disk: `core`, then each group folder's name. */
export const MESSAGE_FILE_GROUPS: readonly string[] = [
  'core',
  ...readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];

function flat(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`),
  );
}

/** A group's messages in a language, key → text. */
export function messagesOf(group: string, lang: Lang): Map<string, string> {
  const file = group === 'core' ? `${lang}.json` : join(group, `${lang}.json`);
  return new Map(flat(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree));
}

/** Every message key of the app (the ru files: the reference every language matches). */
export function allMessageKeys(): Set<string> {
  return new Set(MESSAGE_FILE_GROUPS.flatMap((group) => [...messagesOf(group, 'ru').keys()]));
}

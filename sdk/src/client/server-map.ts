// One way to read an object whose keys the server chose (the `errors` object
// of an answer, any map keyed by server data): a null-prototype copy of its own
// enumerable properties, so `constructor`, `__proto__`, `valueOf` or
// `hasOwnProperty` are plain keys and a missing key is undefined, never a
// function or a prototype from Object.prototype.

/** A map read from a server answer: only its own keys, no prototype. */
export type ServerMap = Readonly<Record<string, unknown>>;

/** A null-prototype copy of `value`'s own enumerable properties; empty for anything but a plain object. */
export function serverMap(value: unknown): ServerMap {
  const copy: Record<string, unknown> = Object.create(null);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return copy;
  for (const [key, entry] of Object.entries(value)) copy[key] = entry;
  return copy;
}

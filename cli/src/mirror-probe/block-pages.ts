// How a mirror probe recognises an ISP's or a regulator's block page: a small
// table of text that such pages carry and a casino's own pages do not, each
// with what it is. Matched case-insensitively in the first bytes of the page,
// decoded with the charset the page declares (Russian stubs are often in
// windows-1251). To add one: a phrase or address copied from a real stub,
// long enough not to occur on an ordinary page.

/** One marker: the text, and whose block page carries it. */
interface BlockPageMarker {
  text: string;
  what: string;
}

const BLOCK_PAGE_MARKERS: readonly BlockPageMarker[] = [
  // The Roskomnadzor registry of blocked resources: every Russian ISP stub links to it.
  { text: 'eais.rkn.gov.ru', what: "Roskomnadzor's registry of blocked resources (Russia)" },
  // Roskomnadzor's look-up of whether a site is blocked, linked from newer stubs.
  { text: 'blocklist.rkn.gov.ru', what: "Roskomnadzor's blocked-site look-up (Russia)" },
  // The registry's former address, still on older stubs.
  { text: 'zapret-info.gov.ru', what: "Roskomnadzor's former registry address (Russia)" },
  // "Access to the information resource is restricted": the wording Russian stubs use.
  {
    text: 'Доступ к информационному ресурсу ограничен',
    what: 'the standard Russian ISP block notice',
  },
  // "Access to this resource is restricted": a common variant on RU and KZ ISP stubs.
  { text: 'Доступ к данному ресурсу ограничен', what: 'a Russian/Kazakh ISP block notice' },
  // The English wording of the same notice.
  { text: 'Access to this resource has been restricted', what: 'an ISP block notice (English)' },
  // Rostelecom sends blocked requests to its warning page.
  { text: 'warning.rt.ru', what: "Rostelecom's block page (Russia)" },
  // Beeline's stub host for blocked sites.
  { text: 'blackhole.beeline.ru', what: "Beeline's block page (Russia)" },
  // "Protective measure": the wording of Turkish blocks under law 5651.
  { text: 'koruma tedbiri', what: 'a Turkish (law 5651) block notice' },
];

/** Bytes of a page scanned for markers without --depth full: a stub is small. */
export const SCAN_BYTES = 8 * 1024;

/** The charset a page declares in its Content-Type or a <meta> tag; utf-8 when none. */
function charsetOf(body: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const head = body.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

/** The page's text, decoded with its declared charset (utf-8 when that is unknown). */
function decode(body: Buffer, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(body, contentType)).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The marker `body` carries, or null when it looks like no known block page. */
export function blockPageMarker(
  body: Buffer,
  contentType: string | undefined,
): BlockPageMarker | null {
  const text = decode(body, contentType).toLowerCase();
  return BLOCK_PAGE_MARKERS.find((m) => text.includes(m.text.toLowerCase())) ?? null;
}

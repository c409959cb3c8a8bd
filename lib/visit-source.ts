/**
 * Where a visit came from, so the firm can tell which page, campaign or search brought a lead.
 *
 * The first page of a visit records its path, the referring site's origin (never its full address)
 * and its UTM parameters in sessionStorage; every page after adds one to the count of pages seen. The
 * contact form posts it with the request (JavaScript only). No cookie, nothing sent anywhere else, and
 * the browser erases it when the tab closes (the cookie policy says so).
 */

/** sessionStorage key (the cookie policy names it). */
export const VISIT_KEY = 'visitSource';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];

export interface VisitSource {
  /** Path of the first page of the visit. */
  landing: string;
  /** Origin of the site that sent the visitor ('' for none, or for our own site). */
  referrer: string;
  utm: Partial<Record<UtmKey, string>>;
  /** Pages seen in the visit so far, the landing page included. */
  pages: number;
}

const MAX_TEXT = 200;
const MAX_PAGES = 10_000;

/** A path, an origin or a campaign name as the record keeps it: no control or bidi characters, 200 characters at most. */
export function clip(value: string): string {
  // Control and bidi characters have no place in a path, an origin or a campaign name.
  return value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, MAX_TEXT);
}

/** The http(s) origin of an address, or '' for anything else. */
export function originOf(address: string): string {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/**
 * The record after one more page view. A visit with no record yet starts here; when the browser says
 * it came from one of our own pages (the visitor moved on before the scripts of the first page ran),
 * that page is the landing page.
 */
export function recordPageView(previous: VisitSource | null, page: { origin: string; path: string; search: string; referrer: string }): VisitSource {
  if (previous) return { ...previous, pages: Math.min(previous.pages + 1, MAX_PAGES) };
  const params = new URLSearchParams(page.search);
  const utm: VisitSource['utm'] = {};
  for (const key of UTM_KEYS) {
    const value = clip(params.get(key) ?? '');
    if (value) utm[key] = value;
  }
  const from = originOf(page.referrer);
  if (from && from === page.origin) {
    return { landing: clip(new URL(page.referrer).pathname), referrer: '', utm, pages: 2 };
  }
  return { landing: clip(page.path), referrer: from, utm, pages: 1 };
}

/** A stored record, or null for anything missing or malformed. */
export function parseVisitSource(raw: string | null): VisitSource | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<VisitSource>;
    if (typeof data.landing !== 'string' || typeof data.referrer !== 'string' || typeof data.pages !== 'number') return null;
    const utm: VisitSource['utm'] = {};
    for (const key of UTM_KEYS) {
      const value = data.utm?.[key];
      if (typeof value === 'string' && value) utm[key] = clip(value);
    }
    return { landing: clip(data.landing), referrer: clip(data.referrer), utm, pages: Math.max(1, Math.min(Math.floor(data.pages), MAX_PAGES)) };
  } catch {
    return null;
  }
}

/** The form fields that carry a record with a quote request. */
export function sourceFields(source: VisitSource): Record<string, string> {
  return { source_landing: source.landing, source_referrer: source.referrer, source_pages: String(source.pages), ...source.utm };
}

/**
 * The record a request carried, read back on the server, or null when it carried none. Attribution
 * never stops a lead: whatever does not fit is left out rather than refused.
 */
export function readSourceFields(get: (name: string) => string | null): VisitSource | null {
  const landing = clip(get('source_landing') ?? '');
  if (!landing.startsWith('/')) return null;
  const referrer = originOf(get('source_referrer') ?? '');
  const pages = Number(get('source_pages'));
  const utm: VisitSource['utm'] = {};
  for (const key of UTM_KEYS) {
    const value = clip(get(key) ?? '');
    if (value) utm[key] = value;
  }
  return { landing, referrer, utm, pages: Number.isInteger(pages) && pages > 0 ? Math.min(pages, MAX_PAGES) : 1 };
}

/** Where a page reports a visit beginning: the site's Worker (functions/routes/visit.ts). */
export const VISIT_ENDPOINT_PATH = '/api/visit';
/** Null on another host's endpoint (NEXT_PUBLIC_CONTACT_ENDPOINT): there no Worker counts visits, and no beacon is sent. */
export const VISIT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT ? null : VISIT_ENDPOINT_PATH;

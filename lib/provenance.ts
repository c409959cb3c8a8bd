/**
 * What the firm has confirmed, and how pages say what it has not. Every person, project, testimonial,
 * figure and working term carries a Provenance in content/; a page that shows one not 'confirmed'
 * shows this label beside it (components/ui/provenance-label.tsx, and the sample PDFs).
 */

/** The values a Provenance may take, in the editor's order. */
export const PROVENANCES = ['illustrative', 'confirm', 'confirmed'] as const;
/**
 * Whether the firm has confirmed a piece of content. 'illustrative': written for this site to show the
 * kind of thing that goes there (fictional people, firms, quotes), never presented as real and replaced
 * before launch. 'confirm': plausible, but only the firm can say it is true (a rate, a certificate,
 * an insurer). 'confirmed': the firm has confirmed it. A build for a real domain lists everything that
 * is not 'confirmed' (lib/content/launch.ts).
 */
export type Provenance = (typeof PROVENANCES)[number];

/** The least confirmed of several: one illustrative item makes the lot illustrative. */
export function leastConfirmed(items: readonly { provenance: Provenance }[]): Provenance {
  if (items.some((i) => i.provenance === 'illustrative')) return 'illustrative';
  if (items.some((i) => i.provenance === 'confirm')) return 'confirm';
  return 'confirmed';
}

/** What an item is, as its label names it. */
export type LabelledKind = 'person' | 'project' | 'figures' | 'term' | 'sample' | 'phones' | 'prices' | 'certificate' | 'tax';

const ILLUSTRATIVE: Record<LabelledKind, string> = {
  person: 'Illustrative: fictional person',
  project: 'Illustrative: fictional project and client',
  figures: 'Illustrative figures',
  term: 'Illustrative',
  sample: 'Illustrative: fictional people and project',
  phones: 'Illustrative: sample phone numbers',
  prices: 'Illustrative prices',
  certificate: 'Illustrative quality standard',
  tax: 'Illustrative tax note',
};

const TO_CONFIRM: Record<LabelledKind, string> = {
  person: 'To be confirmed by the firm',
  project: 'To be confirmed by the firm',
  figures: 'Figures to be confirmed by the firm',
  term: 'To be confirmed by the firm',
  sample: 'To be confirmed by the firm',
  phones: 'Phone numbers to be confirmed by the firm',
  prices: 'Prices and times to be confirmed by the firm',
  certificate: 'Quality standard to be confirmed by the firm',
  tax: 'Tax note to be confirmed by the firm',
};

/** The label's words, or null when there is nothing to say. */
export function provenanceLabel(status: Provenance, kind: LabelledKind): string | null {
  if (status === 'confirmed') return null;
  return status === 'illustrative' ? ILLUSTRATIVE[kind] : TO_CONFIRM[kind];
}

/** The label in a word, for a signature on a PDF or a cell of a table: "fictional", "to be confirmed". */
export function provenanceNote(status: Provenance): string | null {
  if (status === 'confirmed') return null;
  return status === 'illustrative' ? 'fictional' : 'to be confirmed';
}

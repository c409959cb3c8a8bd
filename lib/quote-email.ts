import type { QuoteRequest } from './quote-schema';
import type { VisitSource } from './visit-source';

/**
 * The email that tells the firm of a new quote request: what the visitor sent, where each file is,
 * and where the visit came from. Pure, so it is tested without the endpoint.
 */

export interface StoredFile {
  name: string;
  size: number;
  /** The content type recognised from the file's bytes. */
  type: string;
  /** Where the file is in the R2 bucket. */
  key: string;
}

/**
 * Text that is safe in a mail header: no line breaks or other control characters (which could add
 * headers), no bidi or other invisible format characters (which could disguise the sender), one line.
 */
export function headerText(value: string, max = 120): string {
  const clean = value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export function describeSource(source: VisitSource | null): string {
  if (!source) return 'not recorded (sent without JavaScript, or storage was off)';
  const utm = Object.entries(source.utm).map(([key, value]) => `${key}=${value}`);
  return [
    `landed on ${source.landing}`,
    source.referrer ? `from ${source.referrer}` : 'no referring site',
    ...(utm.length ? [utm.join(', ')] : []),
    `${source.pages} page${source.pages === 1 ? '' : 's'} seen`,
  ].join('; ');
}

export function quoteEmail(id: string, quote: QuoteRequest, files: StoredFile[], source: VisitSource | null, bucket: string) {
  const company = headerText(quote.company, 60);
  return {
    subject: `Quote request: ${headerText(quote.name, 60)}${company ? ` (${company})` : ''}`,
    text: [
      `Name: ${quote.name}`,
      `Email: ${quote.email}`,
      `Company: ${quote.company || '-'}`,
      `Phone: ${quote.phone || '-'}`,
      `Service: ${quote.service || '-'}`,
      `Drawings link: ${quote.drawings_link || '-'}`,
      `Source: ${describeSource(source)}`,
      '',
      quote.message,
      '',
      files.length ? 'Files:' : 'Files: none attached',
      ...files.map((f) => `- ${f.name} (${f.size} bytes, ${f.type}): r2://${bucket}/${f.key}`),
      '',
      `Request ${id}. \`npm run leads -- --remote\` lists every request; \`npm run leads -- --remote --files ${id}\` fetches its files.`,
    ].join('\n'),
  };
}

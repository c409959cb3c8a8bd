import { formatBytes } from '../../lib/lead-desk';
import { serviceLabelFor, type QuoteRequest } from '../../lib/quote-schema';
import type { VisitSource } from '../../lib/visit-source';

/**
 * The messages a quote request sets off: the firm's email (what the visitor sent, the files, where the
 * visit came from, a link into the lead desk), a chat line, and the sender's confirmation. Pure, so they
 * are tested without the endpoint.
 */

export interface StoredFile {
  name: string;
  size: number;
  /** The content type recognised from the file's bytes. */
  type: string;
  /** Where the file is in the R2 bucket. */
  key: string;
  /** What its contents were checked as (functions/_shared/file-contents.ts); absent for files sent before that check. */
  checked?: string;
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

/** Where the firm's desk shows a lead: the desk is on the same site as the endpoint. */
export function deskLink(origin: string, id: string): string {
  return `${origin}/desk/?lead=${encodeURIComponent(id)}`;
}

/** The firm's email about a new lead: what the visitor sent, the files by name and size, and the desk link. */
export function quoteEmail(id: string, quote: QuoteRequest, files: StoredFile[], source: VisitSource | null, origin: string) {
  const company = headerText(quote.company, 60);
  return {
    subject: `Quote request: ${headerText(quote.name, 60)}${company ? ` (${company})` : ''}`,
    text: [
      `Open it in the lead desk: ${deskLink(origin, id)}`,
      '',
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
      files.length ? `Files (${files.length}, ${formatBytes(files.reduce((sum, f) => sum + f.size, 0))}; download them from the desk):` : 'Files: none attached',
      ...files.map((f) => `- ${headerText(f.name, 200)} (${formatBytes(f.size)})`),
      '',
      `Reference ${id}`,
    ].join('\n'),
  };
}

/**
 * The short line a chat channel (Slack or Teams incoming webhook) gets about a new lead. `escape` makes
 * what the visitor typed inert in the channel's markup (functions/_shared/notices.ts has one per format).
 */
export function chatMessage(id: string, quote: QuoteRequest, files: StoredFile[], origin: string, escape: (text: string) => string = (text) => text): { text: string; link: string } {
  const who = [headerText(quote.name, 60), headerText(quote.company, 60)].filter(Boolean).map(escape).join(', ');
  const what = quote.service ? ` for ${serviceLabelFor(quote.service)}` : '';
  const attached = files.length ? `, ${files.length} file${files.length === 1 ? '' : 's'}` : '';
  return { text: `New quote request from ${who}${what}${attached}: ${deskLink(origin, id)}`, link: deskLink(origin, id) };
}

/**
 * The sender's confirmation: the reference, the service and the files received, when to expect an
 * answer, and the private link to the request's page (`link`, absolute; lib/request-link.ts). It repeats
 * nothing the sender typed but file names (shortened), so it cannot carry a message of anyone's choosing
 * to the address it is sent to.
 */
const fileCount = (files: StoredFile[]) => `${files.length} file${files.length === 1 ? '' : 's'}`;

export function confirmationEmail(id: string, quote: QuoteRequest, files: StoredFile[], firm: { name: string; responseTime: string }, link: string | null = null) {
  return {
    subject: `We have your quote request (reference ${id.slice(0, 8)})`,
    text: [
      `Thank you for your quote request to ${firm.name}. It arrived safely.`,
      '',
      `Reference: ${id}`,
      `Service: ${serviceLabelFor(quote.service)}`,
      // How many and how much, never their names: nothing the sender chose is written into an email that
      // goes to whatever address they typed (the site must not carry a stranger's words to anyone).
      files.length ? `Files received: ${fileCount(files)}, ${formatBytes(files.reduce((sum, f) => sum + f.size, 0))}` : 'Files received: none',
      '',
      `What happens next: ${firm.responseTime} An estimator reads your request and drawings, then replies with a fixed fee and a delivery date, or with questions if something is missing.`,
      '',
      ...(link
        ? [
            'See where your request stands, add drawings you forgot, or withdraw it, on its private page:',
            link,
            'Keep this link to yourself: anyone who has it can see where the request stands, add files to it and withdraw it.',
            '',
          ]
        : []),
      'If you did not send this request, ignore this email: nothing more will be sent to you about it.',
    ].join('\n'),
  };
}

/** The firm's email when a sender adds files from their request's page: who, which files, the desk link. */
export function additionEmail(id: string, sender: { name: string; company: string }, files: StoredFile[], origin: string) {
  const company = headerText(sender.company, 60);
  return {
    subject: `Drawings added: ${headerText(sender.name, 60)}${company ? ` (${company})` : ''}`,
    text: [
      `${headerText(sender.name, 60)} added ${fileCount(files)} to their quote request, from its private page.`,
      '',
      `Open it in the lead desk: ${deskLink(origin, id)}`,
      '',
      `Files added (${formatBytes(files.reduce((sum, f) => sum + f.size, 0))}; download them from the desk):`,
      ...files.map((f) => `- ${headerText(f.name, 200)} (${formatBytes(f.size)})`),
      '',
      `Reference ${id}`,
    ].join('\n'),
  };
}

/** The chat line for files added by the sender, escaped for the channel as chatMessage is. */
export function additionChat(id: string, sender: { name: string; company: string }, files: StoredFile[], origin: string, escape: (text: string) => string = (text) => text) {
  const who = [headerText(sender.name, 60), headerText(sender.company, 60)].filter(Boolean).map(escape).join(', ');
  return { text: `${who} added ${fileCount(files)} to their quote request: ${deskLink(origin, id)}`, link: deskLink(origin, id) };
}

/**
 * The firm's email when a sender withdraws their request: the reference only, since nothing else of it
 * is kept, and what the firm still has to delete by hand.
 */
export function withdrawalEmail(id: string) {
  return {
    subject: `Quote request withdrawn (reference ${id.slice(0, 8)})`,
    text: [
      `The sender withdrew quote request ${id} from its private page, and it has been erased: its record, its files and its history.`,
      '',
      'Delete the emails and chat notices about it too, and any of its files you saved: the privacy policy promises that those go as well.',
    ].join('\n'),
  };
}

/** The chat line for a withdrawn request: its reference, nothing else. */
export function withdrawalChat(id: string) {
  return { text: `A quote request was withdrawn by its sender and erased: reference ${id}`, link: null };
}

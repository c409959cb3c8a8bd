import type { Quote } from '@/content/types';
import { QuoteIcon } from './icons';

/** `note` says what the quote is when it is not a real client's words (an illustrative sample). */
export function QuoteBlock({ quote, note }: { quote: Quote; note?: string | null }) {
  return (
    <figure className="mx-auto max-w-3xl text-center">
      <QuoteIcon width={40} height={40} className="mx-auto text-accent-500" />
      <blockquote className="mt-4 text-xl font-medium leading-9 text-navy-900 sm:text-2xl">
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-muted">
        <span className="font-semibold text-navy-900">{quote.name}</span>, {quote.role}, {quote.company}
        {note && <span className="mt-1 block text-sm">{note}</span>}
      </figcaption>
    </figure>
  );
}

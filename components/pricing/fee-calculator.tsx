'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { RUSH_MULTIPLIER } from '@/content/pricing-rules';
import type { PriceBook, RateCard } from '@/lib/content/pricing';
import type { Market } from '@/content/markets';
import {
  checkSize,
  describeInput,
  estimateFee,
  formatRange,
  quantityLabel,
  sameInput,
  tooLargeText,
  typicalInput,
  typicalSize,
  unitText,
  type FeeInput,
} from '@/lib/pricing';
import { buttonClasses } from '@/components/ui/button';
import { toHref } from '@/lib/routes';

const fieldClasses =
  'mt-1.5 block w-full rounded-button border border-navy-300 bg-white px-3.5 py-2.5 text-ink focus:outline-2 focus:outline-offset-2 focus:outline-navy-900';

/**
 * Reads the calculator's inputs from its own fields (uncontrolled, so values typed before the scripts
 * start stay). The service is read by position: each option's value is the quote form's Service of
 * Interest, so that without JavaScript the GET to /contact/ carries it, and two services can share one.
 */
function readInput(form: HTMLFormElement, cards: readonly RateCard[]): FeeInput {
  const data = new FormData(form);
  const select = form.elements.namedItem('service') as HTMLSelectElement | null;
  return {
    cardId: (cards[select?.selectedIndex ?? 0] ?? cards[0]!).id,
    quantity: Number(data.get('quantity')),
    trades: Number(data.get('trades')) || 1,
    rush: data.get('turnaround') === 'rush',
  };
}

/**
 * Turns a service, a size and a turnaround into a fee range from one market's published rates, in its
 * currency and units. Rendered on the server with a typical job filled in, so the page shows a worked
 * example without JavaScript; without JavaScript the button still opens the quote form (a GET to it).
 * The page passes its market and price book as props, so the island carries no other market's data.
 */
export function FeeCalculator({ market, book }: { market: Market; book: PriceBook }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const first = book.cards[0]!;
  const typical = typicalInput(book);
  const [input, setInput] = useState<FeeInput>(typical);
  const card = book.cards.find((c) => c.id === input.cardId) ?? first;
  const size = checkSize(book, input);
  const range = estimateFee(book, input);

  // Whatever the visitor set before the scripts started counts (and nothing re-renders if it is the example).
  useEffect(() => {
    const form = formRef.current;
    if (form) setInput((current) => {
      const read = readInput(form, book.cards);
      return sameInput(current, read) ? current : read;
    });
  }, [book.cards]);

  const onServiceChange = (form: HTMLFormElement, index: number) => {
    const next = book.cards[index] ?? first;
    if (next.basis !== card.basis) (form.elements.namedItem('quantity') as HTMLInputElement).value = String(typicalSize(book, next.basis));
    setInput(readInput(form, book.cards));
  };

  const quoteHref = (current: FeeInput) => {
    const chosen = book.cards.find((c) => c.id === current.cardId) ?? first;
    const found = estimateFee(book, current);
    const params = new URLSearchParams({ service: chosen.quoteService });
    if (found) params.set('topic', describeInput(book, market, current, found));
    return `${toHref('/contact')}?${params}`;
  };

  return (
    <form
      ref={formRef}
      action={toHref('/contact')}
      method="get"
      onInput={(e) => setInput(readInput(e.currentTarget, book.cards))}
      onChange={(e) => {
        const target = e.target as unknown as HTMLSelectElement;
        if (target.name === 'service') onServiceChange(e.currentTarget, target.selectedIndex);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        window.location.assign(quoteHref(readInput(e.currentTarget, book.cards)));
      }}
      className="card grid grid-cols-1 gap-5 p-6 sm:p-8 lg:grid-cols-2"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy-900 lg:col-span-2">Fee calculator: {market.name} rates in {market.currency}</h2>
      <div>
        <label htmlFor={`${id}-service`} className="text-sm font-semibold text-navy-900">Service</label>
        {/* No defaultValue: option values repeat (two services can share a Service of Interest), and the first option is the default. */}
        <select id={`${id}-service`} name="service" className={fieldClasses}>
          {book.cards.map((c) => (
            <option key={c.id} value={c.quoteService}>{c.label}</option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="text-sm font-semibold text-navy-900">{quantityLabel(market, card)}</label>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={book.maxima[card.basis]}
            step="any"
            required
            defaultValue={typical.quantity}
            aria-describedby={`${id}-result`}
            className={fieldClasses}
          />
        </div>
        <span className="pb-3 text-muted">{unitText(market, card)}</span>
      </div>
      {card.basis === 'area' && card.perTrade && (
        <div>
          <label htmlFor={`${id}-trades`} className="text-sm font-semibold text-navy-900">{card.perTrade.label}</label>
          <input id={`${id}-trades`} name="trades" type="number" inputMode="numeric" min={1} max={card.perTrade.max} defaultValue={1} className={fieldClasses} />
        </div>
      )}
      <fieldset className={card.basis === 'area' && card.perTrade ? '' : 'lg:col-span-2'}>
        <legend className="text-sm font-semibold text-navy-900">Turnaround</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="turnaround" value="standard" defaultChecked className="size-4 accent-navy-900" />
            Standard ({card.turnaround.standard})
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="turnaround" value="rush" className="size-4 accent-navy-900" />
            Rush ({card.turnaround.rush}, ×{RUSH_MULTIPLIER})
          </label>
        </div>
      </fieldset>
      <div id={`${id}-result`} className="rounded-card bg-mist p-5 lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">Estimated fee</p>
        <output htmlFor={`${id}-service ${id}-quantity`} aria-live="polite" className="mt-1 block text-3xl font-extrabold text-navy-900">
          {range ? formatRange(market, range) : size === 'too-large' ? 'Quoted from the drawings' : 'Enter a size above'}
        </output>
        <p className="mt-2 text-sm text-muted">
          {size === 'too-large' ? `${tooLargeText(book, market, card)} ` : ''}
          {range?.packageName ? `The ${range.packageName} covers this tonnage. ` : ''}
          {range?.minimumApplied ? 'Small jobs are charged the minimum fee. ' : ''}
          This is an estimate from our published {market.name} rates, not a quote: we confirm a fixed fee once we have seen the drawings. {market.taxNote}
        </p>
      </div>
      <div className="lg:col-span-2">
        <button type="submit" className={buttonClasses('primary', 'lg')}>Request a quote with these details</button>
      </div>
    </form>
  );
}

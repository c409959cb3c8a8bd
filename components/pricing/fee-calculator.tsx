'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { RUSH_MULTIPLIER, rateCards, type RateCard } from '@/content/pricing';
import { describeInput, estimateFee, formatRange, quantityLabel, type FeeInput } from '@/lib/pricing';
import { buttonClasses } from '@/components/ui/button';
import { toHref } from '@/lib/routes';

/** The amount the calculator starts from for each kind of service: a typical job. */
const TYPICAL: Record<RateCard['basis'], number> = { area: 40_000, sheets: 24, tonnage: 35 };
const FIRST = rateCards[0]!;

const fieldClasses =
  'mt-1.5 block w-full rounded-button border border-navy-300 bg-white px-3.5 py-2.5 text-ink focus:outline-2 focus:outline-offset-2 focus:outline-navy-900';

/** Reads the calculator's inputs from its own fields (uncontrolled, so values typed before the scripts start stay). */
function readInput(form: HTMLFormElement): FeeInput {
  const data = new FormData(form);
  return {
    cardId: String(data.get('service') ?? FIRST.id),
    quantity: Number(data.get('quantity')),
    areaUnit: data.get('unit') === 'm2' ? 'm2' : 'ft2',
    trades: Number(data.get('trades')) || 1,
    rush: data.get('turnaround') === 'rush',
  };
}

/** The link into the quote form, carrying the inputs in words (no personal data) and the service. */
function quoteHref(input: FeeInput): string {
  const card = rateCards.find((c) => c.id === input.cardId) ?? FIRST;
  const range = estimateFee(input);
  const params = new URLSearchParams({ service: card.quoteService });
  if (range) params.set('topic', describeInput(input, range));
  return `${toHref('/contact')}?${params}`;
}

/**
 * Turns a service, a size and a turnaround into a fee range from the published rates. Rendered on the
 * server with a typical job filled in, so the page shows a worked example without JavaScript.
 */
export function FeeCalculator() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial: FeeInput = { cardId: FIRST.id, quantity: TYPICAL[FIRST.basis], areaUnit: 'ft2', trades: 1, rush: false };
  const [input, setInput] = useState<FeeInput>(initial);
  const card = rateCards.find((c) => c.id === input.cardId) ?? FIRST;
  const range = estimateFee(input);

  // Whatever the visitor set before the scripts started counts.
  useEffect(() => {
    if (formRef.current) setInput(readInput(formRef.current));
  }, []);

  const onServiceChange = (form: HTMLFormElement, cardId: string) => {
    const next = rateCards.find((c) => c.id === cardId) ?? FIRST;
    if (next.basis !== card.basis) (form.elements.namedItem('quantity') as HTMLInputElement).value = String(TYPICAL[next.basis]);
    setInput(readInput(form));
  };

  return (
    <form
      ref={formRef}
      action={toHref('/contact')}
      method="get"
      onInput={(e) => setInput(readInput(e.currentTarget))}
      onChange={(e) => {
        const target = e.target as unknown as HTMLSelectElement;
        if (target.name === 'service') onServiceChange(e.currentTarget, target.value);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        window.location.assign(quoteHref(readInput(e.currentTarget)));
      }}
      className="card grid grid-cols-1 gap-5 p-6 sm:p-8 lg:grid-cols-2"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy-900 lg:col-span-2">Fee calculator</h2>
      <div>
        <label htmlFor={`${id}-service`} className="text-sm font-semibold text-navy-900">Service</label>
        <select id={`${id}-service`} name="service" defaultValue={FIRST.id} className={fieldClasses}>
          {rateCards.map((c) => (
            <option key={c.id} value={c.id}>{c.label}</option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
        <div>
          <label htmlFor={`${id}-quantity`} className="text-sm font-semibold text-navy-900">{quantityLabel(card)}</label>
          <input id={`${id}-quantity`} name="quantity" type="number" inputMode="numeric" min={1} step="any" required defaultValue={TYPICAL[FIRST.basis]} className={fieldClasses} />
        </div>
        {card.basis === 'area' ? (
          <div>
            <label htmlFor={`${id}-unit`} className="sr-only">Area unit</label>
            <select id={`${id}-unit`} name="unit" defaultValue="ft2" className={fieldClasses}>
              <option value="ft2">ft²</option>
              <option value="m2">m²</option>
            </select>
          </div>
        ) : (
          <span className="pb-3 text-muted">{card.basis === 'sheets' ? 'sheets' : 'tons'}</span>
        )}
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
      <div className="rounded-card bg-mist p-5 lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">Estimated fee</p>
        <output htmlFor={`${id}-service ${id}-quantity`} aria-live="polite" className="mt-1 block text-3xl font-extrabold text-navy-900">
          {range ? formatRange(range) : 'Enter a size above'}
        </output>
        <p className="mt-2 text-sm text-muted">
          {range?.packageName ? `The ${range.packageName} covers this tonnage. ` : ''}
          {range?.minimumApplied ? 'Small jobs are charged the minimum fee. ' : ''}
          This is an estimate from our published rates, not a quote: we confirm a fixed fee once we have seen the drawings.
        </p>
      </div>
      <div className="lg:col-span-2">
        <button type="submit" className={buttonClasses('primary', 'lg')}>Request a quote with these details</button>
      </div>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { CURRENCY, MARKETS, TAX_MODE_LABELS, UNITS, formatMoney, lineFee, taxLine, totals, type Line, type Market, type TaxMode, type Unit } from '../../functions/_shared/proposals/money';
import type { Proposal } from '../../functions/_shared/proposals/types';
import { getJson, postJson } from './api';
import { paymentTermsText, proposalFacts, turnaroundFor } from './proposal-facts';
import { ProposalHistory } from './proposal-history';
import { Notice, buttonClass, fieldClass, quietButtonClass } from './ui';

interface Listing {
  proposals: Proposal[];
  market: Market | null;
  taxModes: Record<Market, TaxMode[]>;
  facts: { validityDays: number; terms: { version: string; date: string }; ukVatPercent: number; ukVatConfirmed: boolean };
}

/** A line as the form holds it: money typed in major units (1,850.00), kept as text until sent. */
interface LineForm {
  service: string;
  scope: string;
  format: string;
  pricing: 'lump' | 'rate';
  unit: Unit;
  quantity: string;
  rate: string;
  fee: string;
}

interface Form {
  market: Market;
  lines: LineForm[];
  taxMode: TaxMode;
  turnaroundDays: string;
  revisions: string;
  depositPercent: string;
  paymentTerms: string;
  validityDays: string;
  assumptions: string;
  exclusions: string;
}

/** "1,850.00" → 185000; NaN for what is not an amount (the API says why). */
const minor = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text.replace(/[,\s£$€]/g, '')) * 100));
const major = (n: number) => (n / 100).toFixed(2);

function lineFeeOf(line: LineForm): number {
  return line.pricing === 'rate' ? lineFee(Number(line.quantity), minor(line.rate)) : minor(line.fee);
}

function formFrom(p: Proposal | undefined, market: Market, serviceLabel: string, listing: Listing): Form {
  if (p) {
    return {
      market: p.market,
      lines: p.lines.map((l) => ({ service: l.service, scope: l.scope, format: l.format, pricing: l.pricing, unit: l.unit ?? 'sheet', quantity: String(l.quantity ?? ''), rate: l.rate ? major(l.rate) : '', fee: major(l.fee) })),
      taxMode: p.taxMode,
      turnaroundDays: String(p.turnaroundDays),
      revisions: String(p.revisions),
      depositPercent: String(p.depositPercent),
      paymentTerms: p.paymentTerms,
      validityDays: String(p.validityDays),
      assumptions: p.assumptions,
      exclusions: p.exclusions,
    };
  }
  return {
    market,
    lines: [{ service: serviceLabel, scope: '', format: '', pricing: 'lump', unit: 'sheet', quantity: '', rate: '', fee: '' }],
    taxMode: listing.taxModes[market][0]!,
    turnaroundDays: String(turnaroundFor(serviceLabel)),
    revisions: String(proposalFacts.revisionRounds),
    depositPercent: String(proposalFacts.payment.depositPercent),
    paymentTerms: paymentTermsText(CURRENCY[market]),
    validityDays: String(listing.facts.validityDays),
    assumptions: '',
    exclusions: '',
  };
}

/**
 * The lead's fee proposal: its versions (ProposalHistory), and the form that writes a draft or a revision,
 * prefilled from the firm's facts or from the last version. "Send proposal" saves the draft, then sends it.
 */
export function ProposalPanel({ leadId, serviceLabel, onChanged }: { leadId: string; serviceLabel: string; onChanged: () => void }) {
  const [listing, setListing] = useState<Listing | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const base = `/leads/${encodeURIComponent(leadId)}/proposals`;

  useEffect(() => {
    let live = true;
    getJson<Listing>(base)
      .then((data) => live && setListing(data))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [base]);

  if (!listing) return <section className="rounded-card border border-line bg-paper p-5 shadow-card">{error ? <Notice tone="error">{error}</Notice> : <p className="text-sm text-muted">Loading the proposal…</p>}</section>;
  const accepted = listing.proposals.some((p) => p.status === 'accepted');
  const draft = listing.proposals.find((p) => p.status === 'draft');
  const latest = listing.proposals[0];

  const open = () => {
    setDone('');
    setError('');
    setForm(formFrom(draft ?? latest, listing.market ?? 'us', serviceLabel, listing));
  };
  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setLine = (i: number, patch: Partial<LineForm>) => setForm((f) => (f ? { ...f, lines: f.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) } : f));

  const payload = (f: Form) => ({
    market: f.market,
    currency: CURRENCY[f.market],
    lines: f.lines.map((l): Partial<Line> => ({
      service: l.service,
      scope: l.scope,
      format: l.format,
      pricing: l.pricing,
      ...(l.pricing === 'rate' ? { unit: l.unit, quantity: Number(l.quantity), rate: minor(l.rate) } : {}),
      fee: lineFeeOf(l),
    })),
    taxMode: f.taxMode,
    turnaroundDays: Number(f.turnaroundDays),
    revisions: Number(f.revisions),
    depositPercent: Number(f.depositPercent),
    paymentTerms: f.paymentTerms,
    validityDays: Number(f.validityDays),
    assumptions: f.assumptions,
    exclusions: f.exclusions,
  });

  const save = async (send: boolean) => {
    if (!form) return;
    setBusy(true);
    setError('');
    setDone('');
    try {
      let next = await postJson<Listing>(base, payload(form));
      if (send) next = await postJson<Listing>(`${base}/send`, {});
      setListing(next);
      if (send) setForm(null);
      setDone(send ? 'Proposal sent: the sender’s page shows it, and they are being emailed.' : 'Draft saved.');
      onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const send = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'send';
    void save(send);
  };

  const sum = form ? totals({ lines: form.lines.map((l) => ({ fee: lineFeeOf(l) || 0 }) as Line), taxMode: form.taxMode }, listing.facts) : null;
  const label = 'flex flex-col gap-1 text-sm font-medium text-ink';

  return (
    <section aria-labelledby="proposal-title" className="rounded-card border-2 border-navy-200 bg-paper p-5 shadow-card">
      <h2 id="proposal-title" className="text-lg font-semibold text-navy-900">
        Fee proposal
      </h2>
      <div className="mt-2" aria-live="polite">
        {error && <Notice tone="error">{error}</Notice>}
        {done && <Notice tone="ok">{done}</Notice>}
      </div>
      <ProposalHistory leadId={leadId} proposals={listing.proposals} />
      {accepted ? (
        <p className="mt-3 text-sm text-muted">Accepted: the proposal and its acceptance are a contract record, and no revision can be sent.</p>
      ) : (
        !form && (
          <button type="button" className={`${buttonClass} mt-3`} onClick={open}>
            {draft ? 'Edit the draft' : latest ? 'Write a revision' : 'Write proposal'}
          </button>
        )
      )}
      {form && (
        <form onSubmit={submit} className="mt-4 space-y-4" aria-label="Proposal">
          <div className="flex flex-wrap gap-3">
            <label className={label}>
              Market
              <select aria-label="Market" className={fieldClass} value={form.market} disabled={listing.market !== null} onChange={(e) => set({ market: e.target.value as Market, taxMode: listing.taxModes[e.target.value as Market][0]!, paymentTerms: paymentTermsText(CURRENCY[e.target.value as Market]) })}>
                {MARKETS.map((m) => (
                  <option key={m} value={m}>
                    {m.toUpperCase()} ({CURRENCY[m]})
                  </option>
                ))}
              </select>
            </label>
            <label className={label}>
              Tax
              <select aria-label="Tax" className={fieldClass} value={form.taxMode} onChange={(e) => set({ taxMode: e.target.value as TaxMode })}>
                {listing.taxModes[form.market].map((mode) => (
                  <option key={mode} value={mode}>
                    {TAX_MODE_LABELS[mode]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="text-xs text-muted">{taxLine(form.taxMode, sum?.taxPercent ?? 0, listing.facts)}</p>
          {form.lines.map((l, i) => (
            <fieldset key={i} className="space-y-2 rounded-button border border-line p-3">
              <legend className="px-1 text-sm font-semibold text-navy-900">Line {i + 1}</legend>
              <label className={label}>
                Service
                <input className={fieldClass} value={l.service} onChange={(e) => setLine(i, { service: e.target.value })} />
              </label>
              <label className={label}>
                Scope: what is delivered
                <textarea className={`${fieldClass} py-2`} rows={2} value={l.scope} onChange={(e) => setLine(i, { scope: e.target.value })} />
              </label>
              <label className={label}>
                Format
                <input className={fieldClass} value={l.format} placeholder="PDF and Excel" onChange={(e) => setLine(i, { format: e.target.value })} />
              </label>
              <div className="flex flex-wrap items-end gap-2">
                <label className={label}>
                  Priced as
                  <select aria-label="Priced as" className={fieldClass} value={l.pricing} onChange={(e) => setLine(i, { pricing: e.target.value as 'lump' | 'rate' })}>
                    <option value="lump">Lump sum</option>
                    <option value="rate">Rate</option>
                  </select>
                </label>
                {l.pricing === 'rate' ? (
                  <>
                    <label className={label}>
                      Quantity
                      <input className={`${fieldClass} w-24`} inputMode="decimal" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} />
                    </label>
                    <label className={label}>
                      Unit
                      <select aria-label="Unit" className={fieldClass} value={l.unit} onChange={(e) => setLine(i, { unit: e.target.value as Unit })}>
                        {UNITS.map((u) => (
                          <option key={u} value={u}>
                            per {u}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className={label}>
                      Rate ({CURRENCY[form.market]})
                      <input className={`${fieldClass} w-28`} inputMode="decimal" value={l.rate} onChange={(e) => setLine(i, { rate: e.target.value })} />
                    </label>
                    <span className="pb-3 text-sm">= {Number.isFinite(lineFeeOf(l)) ? formatMoney(lineFeeOf(l), form.market) : '–'}</span>
                  </>
                ) : (
                  <label className={label}>
                    Fee ({CURRENCY[form.market]})
                    <input className={`${fieldClass} w-32`} inputMode="decimal" value={l.fee} onChange={(e) => setLine(i, { fee: e.target.value })} />
                  </label>
                )}
              </div>
              {form.lines.length > 1 && (
                <button type="button" className={quietButtonClass} onClick={() => set({ lines: form.lines.filter((_, j) => j !== i) })}>
                  Remove line {i + 1}
                </button>
              )}
            </fieldset>
          ))}
          <button type="button" className={quietButtonClass} onClick={() => set({ lines: [...form.lines, { service: serviceLabel, scope: '', format: '', pricing: 'lump', unit: 'sheet', quantity: '', rate: '', fee: '' }] })}>
            Add a line
          </button>
          <div className="grid grid-cols-2 gap-3">
            <label className={label}>
              Turnaround (business days)
              <input className={fieldClass} inputMode="numeric" value={form.turnaroundDays} onChange={(e) => set({ turnaroundDays: e.target.value })} />
            </label>
            <label className={label}>
              Revisions included
              <input className={fieldClass} inputMode="numeric" value={form.revisions} onChange={(e) => set({ revisions: e.target.value })} />
            </label>
            <label className={label}>
              Deposit (%)
              <input className={fieldClass} inputMode="numeric" value={form.depositPercent} onChange={(e) => set({ depositPercent: e.target.value })} />
            </label>
            <label className={label}>
              Valid for (days)
              <input className={fieldClass} inputMode="numeric" value={form.validityDays} onChange={(e) => set({ validityDays: e.target.value })} />
            </label>
          </div>
          <label className={label}>
            Payment terms
            <textarea className={`${fieldClass} py-2`} rows={2} value={form.paymentTerms} onChange={(e) => set({ paymentTerms: e.target.value })} />
          </label>
          <label className={label}>
            Assumptions
            <textarea className={`${fieldClass} py-2`} rows={2} value={form.assumptions} onChange={(e) => set({ assumptions: e.target.value })} />
          </label>
          <label className={label}>
            Exclusions
            <textarea className={`${fieldClass} py-2`} rows={2} value={form.exclusions} onChange={(e) => set({ exclusions: e.target.value })} />
          </label>
          <p className="text-sm text-muted">
            Made under the working terms version {listing.facts.terms.version} of {listing.facts.terms.date}.
          </p>
          {sum && (
            <p className="text-sm" data-draft-total>
              Subtotal {formatMoney(sum.subtotal, form.market)}; tax {formatMoney(sum.tax, form.market)}; <strong>total {formatMoney(sum.total, form.market)}</strong>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="do" value="save" className={quietButtonClass} disabled={busy}>
              Save draft
            </button>
            <button type="submit" name="do" value="send" className={buttonClass} disabled={busy}>
              Send proposal
            </button>
            <button type="button" className={quietButtonClass} onClick={() => setForm(null)}>
              Close
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

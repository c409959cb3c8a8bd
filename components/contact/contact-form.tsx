'use client';

import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { DRAFT_KEY, EMPTY_CONTACT, SERVICE_OPTIONS, mailtoLink, parseDraft, type ContactValues } from '@/lib/contact';
import { buttonClasses } from '@/components/ui/button';
import { site } from '@/content/site';

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'logged';

/** Build-time endpoint; when unset the form logs and offers the mailto link (see DECISIONS.md). */
const ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT ?? '';

const inputClasses =
  'mt-1.5 block w-full rounded-button border border-navy-200 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-accent-500 focus:outline-none focus:ring-2 focus:ring-accent-500/40';

/**
 * The quote request form. Browser-native validation only. On submit it logs the values (as the spec
 * says), then POSTs them when an endpoint is configured; every outcome offers a prefilled email, and
 * the draft is kept in sessionStorage until it is actually sent, so a reload or a failure loses nothing.
 */
export function ContactForm({ onIdentityChange }: { onIdentityChange?: (name: string, email: string) => void }) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>('editing');
  const [restored, setRestored] = useState(false);
  const id = useId();

  // Restore a draft (or a ?topic= from a pricing button) once, after hydration.
  useEffect(() => {
    const draft = parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
    const topic = new URLSearchParams(window.location.search).get('topic');
    const next = draft ?? (topic ? { ...EMPTY_CONTACT, message: `I would like a quote for: ${topic}.\n\n` } : null);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
    if (next) setValues(next);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    onIdentityChange?.(values.name, values.email);
  }, [values, restored, onIdentityChange]);

  const update = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { name, value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
    if (status !== 'editing' && status !== 'sending') setStatus('editing');
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    console.log('Contact form submission', values);
    // Read from the rendered form, so the HTML says where the message goes (and tests can stub it).
    const endpoint = e.currentTarget.dataset.endpoint;
    if (!endpoint) {
      setStatus('logged');
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setStatus('sent');
      window.sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      setStatus('failed');
    }
  };

  const field = (name: keyof ContactValues) => ({ id: `${id}-${name}`, name, value: values[name], onChange: update });
  const mailto = mailtoLink(values);

  return (
    <form onSubmit={submit} data-endpoint={ENDPOINT || undefined} aria-describedby={`${id}-required`} className="space-y-5">
      <p id={`${id}-required`} className="text-sm text-muted">Fields marked * are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-navy-900">Full Name *</label>
          <input {...field('name')} type="text" required autoComplete="name" className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-navy-900">Email Address *</label>
          <input {...field('email')} type="email" required autoComplete="email" className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="text-sm font-semibold text-navy-900">Company</label>
          <input {...field('company')} type="text" autoComplete="organization" className={inputClasses} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-semibold text-navy-900">Phone Number</label>
          <input {...field('phone')} type="tel" autoComplete="tel" className={inputClasses} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className="text-sm font-semibold text-navy-900">Service of Interest</label>
        <select {...field('service')} className={inputClasses}>
          {SERVICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-navy-900">Project Details *</label>
        <textarea {...field('message')} required rows={8} className={inputClasses} />
      </div>
      <button type="submit" disabled={status === 'sending'} className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
        {status === 'sending' ? 'Sending…' : 'Send Message'}
      </button>

      <div role="status" aria-live="polite">
        {status === 'logged' && (
          <div className="rounded-card border border-navy-200 bg-navy-50 p-5">
            <p className="font-bold text-navy-900">Thank you, {values.name.split(' ')[0]}. Your message is ready.</p>
            <p className="mt-2 text-muted">
              To be sure it reaches our estimating team, send it from your email app. Everything you typed is
              already filled in.
            </p>
            <a href={mailto} className={`${buttonClasses('secondary')} mt-4`}>Email your message to {site.email}</a>
          </div>
        )}
        {status === 'sent' && (
          <div className="rounded-card border border-green-700/30 bg-green-50 p-5">
            <p className="font-bold text-green-900">Thank you, your message has been sent.</p>
            <p className="mt-2 text-green-900">We reply within one business day. Need to add something? <a href={mailto} className="font-semibold underline">Email us directly</a>.</p>
          </div>
        )}
        {status === 'failed' && (
          <div className="rounded-card border border-accent-600/40 bg-accent-100 p-5">
            <p className="font-bold text-accent-700">Your message could not be sent.</p>
            <p className="mt-2 text-ink">
              Nothing you typed has been lost. Try again, or send it from your email app with everything filled in.
            </p>
            <a href={mailto} className={`${buttonClasses('secondary')} mt-4`}>Email your message to {site.email}</a>
          </div>
        )}
      </div>
    </form>
  );
}

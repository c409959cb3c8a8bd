'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CHALLENGE_META } from '@/lib/challenge';
import { DRAFT_KEY, EMPTY_CONTACT, QUOTE_ENDPOINT, UPLOAD_ENDPOINT, mailtoLink, parseDraft, readValues, type ContactValues } from '@/lib/contact';
import { HONEYPOT_FIELD, SERVICE_OPTIONS, acceptList, fileLimitsText, type FieldErrors, type QuoteField } from '@/lib/quote-schema';
import { buttonClasses } from '@/components/ui/button';
import { STALL_TIMEOUT_MS, sendQuote } from '@/lib/send-quote';
import type { SendFailure } from '@/lib/send';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number | null }
  | { kind: 'sent'; name: string; id: string }
  | { kind: 'failed'; title: string; detail: string };

const inputClasses =
  'mt-1.5 block w-full rounded-button border border-navy-300 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-navy-900 focus:outline-2 focus:outline-offset-2 focus:outline-navy-900 aria-invalid:border-red-700';

/** What the visitor is told for each way a send can fail. */
function failure(status: number | SendFailure, message?: string): { title: string; detail: string } {
  const seconds = STALL_TIMEOUT_MS / 1000;
  if (status === 'stalled') return { title: 'The upload stopped moving.', detail: `Nothing more reached us for ${seconds} seconds, so the request was not sent. Check your connection and try again, or send it by email.` };
  if (status === 'no-answer') return { title: 'Our server did not confirm your request.', detail: `Everything was uploaded, but no answer came within ${seconds} seconds, so it may or may not have arrived. If you try again we may receive it twice, which is fine; or send it by email.` };
  if (status === 'network') return { title: 'Your request could not be sent.', detail: 'The connection failed before it reached us. Check your connection and try again, or send it by email.' };
  if (status === 413) return { title: 'The attached files are too large.', detail: message ?? fileLimitsText() };
  if (status === 429) return { title: 'Too many requests from your connection.', detail: message ?? 'Please wait a few minutes and try again, or send it by email.' };
  if (status === 422) return { title: 'Some of the details need another look.', detail: 'The fields marked below say what to change.' };
  if (status === 403) return { title: 'Your request was refused.', detail: message ?? 'Please send it from our contact page, or by email.' };
  return { title: 'Your request was not saved.', detail: message ?? 'Something went wrong on our side. Try again, or send it by email.' };
}

/** The upload code, fetched when a visitor first chooses a file rather than with the page (lib/send-quote.ts sends it). */
const loadUploader = () => import('@/lib/chunked-upload');
const loadChallenge = () => import('./challenge');

/**
 * The quote request form: a real HTML form that posts (multipart, with drawings) to the quote endpoint
 * and works without JavaScript. Once the scripts start it sends the same form data itself
 * (lib/send-quote.ts), to show progress, field errors and failures without leaving the page. Fields are
 * uncontrolled, so whatever is in them when the scripts start (typed, pasted, autofilled) stays. The
 * text draft is kept in sessionStorage until it is sent; on any failure the visitor keeps everything and
 * gets an email link.
 *
 * `email` (the firm's address) and `filesNote` (where drawings go and when they are erased) come from
 * the page, built from the firm's facts on the server, so the facts stay out of the browser's script.
 */
export function ContactForm({ email, filesNote, onIdentityChange }: { email: string; filesNote: ReactNode; onIdentityChange?: (name: string, email: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [mailto, setMailto] = useState(() => mailtoLink(EMPTY_CONTACT, email));
  const id = useId();
  // The challenge (lib/challenge.ts), started on the visitor's first focus in the form, never with the
  // page: its token, '' if it could not run, or null where it is off.
  const challenge = useRef<Promise<string | null> | null>(null);
  const challengeSlot = useRef<HTMLDivElement>(null);
  const startChallenge = (): Promise<string | null> => {
    if (!challenge.current) {
      // The site key the Worker wrote into this page (functions/screen.ts); none where it is off.
      const key = document.querySelector<HTMLMetaElement>(`meta[name="${CHALLENGE_META}"]`)?.content;
      const slot = challengeSlot.current;
      challenge.current = key && slot ? loadChallenge().then((m) => m.startChallenge(slot, key)).catch(() => '') : Promise.resolve(null);
    }
    return challenge.current;
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Restore the draft into fields that are still empty: never
    // over what the visitor typed or the browser filled in before the scripts started.
    const draft = parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
    // (or what a pricing button or the fee calculator sent: ?topic= and ?service=)
    const params = new URLSearchParams(window.location.search);
    const topic = params.get('topic');
    const service = SERVICE_OPTIONS.find((o) => o.value && o.value === params.get('service'))?.value;
    const restore: Partial<ContactValues> = draft ?? {
      ...(topic ? { message: `I would like a quote for: ${topic}.\n\n` } : {}),
      ...(service ? { service } : {}),
    };
    for (const [name, value] of Object.entries(restore)) {
      const field = form.elements.namedItem(name);
      if (value && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && !field.value) field.value = value;
    }
    const values = readValues(form);
    onIdentityChange?.(values.name, values.email);
  }, [onIdentityChange]);

  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const values = readValues(e.currentTarget);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    onIdentityChange?.(values.name, values.email);
    const name = (e.target as HTMLInputElement).name as QuoteField;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    if (outcome.kind === 'sent' || outcome.kind === 'failed') setOutcome({ kind: 'idle' });
  };

  // The browser's own validation message, shown beside the field too, so it stays while the visitor fixes it.
  const onInvalid = (e: FormEvent<HTMLFormElement>) => {
    const field = e.target as HTMLInputElement;
    setErrors((current) => ({ ...current, [field.name]: field.validationMessage }));
  };

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (outcome.kind === 'sending') return;
    const values = readValues(form);
    // The spec's own item (SPEC.md §7: submitting logs the entered values to the console); e2e/quote.spec.ts checks it.
    console.log('Contact form submission', values);
    setMailto(mailtoLink(values, email));

    const result = await sendQuote(form, values, {
      stallMs: Number(form.dataset.stallTimeout) || STALL_TIMEOUT_MS,
      challenge: startChallenge,
      onProgress: (progress) => {
        if (progress === null || progress === 0) setErrors({});
        setOutcome({ kind: 'sending', progress });
      },
    });
    if (result.ok) {
      window.sessionStorage.removeItem(DRAFT_KEY);
      form.reset();
      setOutcome({ kind: 'sent', name: values.name.trim().split(/\s+/)[0] ?? '', id: result.id });
      // The visitor lands on their request's private page, as the form's own post does without
      // JavaScript: the link is never shown on this page, which runs a third party's script once the
      // calendar is asked for (functions/routes/quote.ts answers the post with the same address).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- /request/ is the Worker's page (functions/routes/request-page.ts), not a route of this app
      if (result.link) window.location.assign(`${result.link}?sent`);
      return;
    }
    if (result.errors) showErrors(form, result.errors);
    setOutcome({ kind: 'failed', ...failure(result.status, result.message) });
  };

  const sending = outcome.kind === 'sending';
  const labelled = (name: QuoteField, label: string, required = false): { label: ReactNode; field: Record<string, unknown> } => ({
    label: (
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-navy-900">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
    ),
    field: {
      id: `${id}-${name}`,
      name,
      required,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [errors[name] ? `${id}-${name}-error` : '', name === 'files' ? `${id}-files-hint` : ''].filter(Boolean).join(' ') || undefined,
      className: inputClasses,
    },
  });
  const error = (name: QuoteField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
        {errors[name]}
      </p>
    ) : null;
  const field = (name: QuoteField, label: string, input: (props: Record<string, unknown>) => ReactNode, required = false) => {
    const { label: labelNode, field: props } = labelled(name, label, required);
    return (
      <div>
        {labelNode}
        {input(props)}
        {error(name)}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={QUOTE_ENDPOINT}
      encType="multipart/form-data"
      data-stall-timeout={STALL_TIMEOUT_MS}
      onSubmit={submit}
      onInput={onInput}
      onInvalidCapture={onInvalid}
      onFocusCapture={() => void startChallenge()}
      aria-describedby={`${id}-required`}
      className="space-y-5"
    >
      <p id={`${id}-required`} className="text-sm text-muted">Fields marked * are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'Full Name', (p) => <input {...p} type="text" autoComplete="name" />, true)}
        {field('email', 'Email Address', (p) => <input {...p} type="email" autoComplete="email" />, true)}
        {field('company', 'Company', (p) => <input {...p} type="text" autoComplete="organization" />)}
        {field('phone', 'Phone Number', (p) => <input {...p} type="tel" autoComplete="tel" />)}
      </div>
      {field('service', 'Service of Interest', (p) => (
        <select {...p} defaultValue="">
          {SERVICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      ))}
      {field('message', 'Project Details', (p) => <textarea {...p} rows={8} />, true)}
      <fieldset className="rounded-card border border-navy-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-navy-900">Drawings (optional)</legend>
        {/* On a phone the button sits above the file count, so neither is cut short ("No fi…osen" at 390 px). */}
        {field('files', 'Attach drawings or models', (p) => (
          <input {...p} type="file" multiple accept={acceptList()} onChange={UPLOAD_ENDPOINT ? () => void loadUploader() : undefined} className={`${inputClasses} file:mr-3 file:rounded-button file:border-0 file:bg-navy-100 file:px-3 file:py-1.5 file:font-semibold file:text-navy-900 max-sm:file:mb-2 max-sm:file:block max-sm:file:mr-0`} />
        ))}
        <p id={`${id}-files-hint`} className="mt-1.5 text-sm text-muted">
          {/* The page states the limit that applies: one post without scripts, parts once they run. */}
          {UPLOAD_ENDPOINT ? (
            <>
              <span className="until-hydrated">{fileLimitsText()}</span>
              <span className="once-hydrated">{fileLimitsText(true)}</span>
            </>
          ) : (
            fileLimitsText()
          )}{' '}
          Attached files are not kept if you leave the page before sending.
        </p>
        <p className="mt-1.5 text-sm text-muted">{filesNote}</p>
        <div className="mt-4">
          {field('drawings_link', 'Or a link to a shared folder (Dropbox, Google Drive, WeTransfer…)', (p) => (
            <input {...p} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
          ))}
        </div>
      </fieldset>
      {/* For bots only: people never see it, and a filled-in value marks the request as spam. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>Leave this field empty</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {/* Where the challenge shows itself, only if it needs the visitor (interaction-only). */}
      <div ref={challengeSlot} />
      <button type="submit" disabled={sending} className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
        {sending ? 'Sending…' : outcome.kind === 'failed' ? 'Try again' : 'Send Message'}
      </button>
      {sending && outcome.progress !== null && (
        <div>
          <label htmlFor={`${id}-progress`} className="text-sm text-muted">
            {outcome.progress < 1 ? `Uploading drawings: ${Math.round(outcome.progress * 100)}%` : 'Drawings uploaded: waiting for our server to confirm…'}
          </label>
          <progress id={`${id}-progress`} max={1} value={outcome.progress} className="mt-1 block h-2 w-full accent-accent-600" />
        </div>
      )}

      <div role="status" aria-live="polite">
        {outcome.kind === 'sent' && (
          <div className="rounded-card border border-green-700/30 bg-green-50 p-5">
            <p className="font-bold text-green-900">Thank you{outcome.name ? `, ${outcome.name}` : ''}: your request has arrived.</p>
            <p className="mt-2 text-green-900">
              {outcome.id && <>Its reference is <span className="font-mono">{outcome.id.slice(0, 8)}</span>. </>}
              Our estimating team will be in touch. Need to add something? <a href={mailto} className="font-semibold underline">Email us directly</a>.
            </p>
          </div>
        )}
        {outcome.kind === 'failed' && (
          <div className="rounded-card border border-accent-600/40 bg-accent-100 p-5">
            <p className="font-bold text-accent-700">{outcome.title}</p>
            <p className="mt-2 text-ink">{outcome.detail} Nothing you typed has been lost.</p>
            <a href={mailto} className={`${buttonClasses('secondary')} mt-4`}>Email your request to {email}</a>
          </div>
        )}
      </div>
    </form>
  );
}

import { CHALLENGE_FIELD, CHALLENGE_WAIT_MS } from '@/lib/challenge';
import { UPLOAD_ENDPOINT } from '@/lib/contact';
import { ELAPSED_FIELD, IDEMPOTENCY_HEADER, UPLOADS_FIELD, checkFiles, validateQuote, type FieldErrors } from '@/lib/quote-schema';
import { sendWithResends } from '@/lib/resend';
import { SendFailed, send, type SendFailure } from '@/lib/send';
import { VISIT_KEY, parseVisitSource, sourceFields } from '@/lib/visit-source';
import type { ContactValues } from '@/lib/contact';

/**
 * Sending the quote form from the browser: the checks, the drawings uploaded in parts first
 * (lib/chunked-upload.ts, loaded only when there are files), the challenge's token if it comes in
 * time, and the post itself, sent again with one idempotency key when the host drops it
 * (lib/resend.ts). The form component only shows what this reports.
 */

/**
 * How long the upload may stand still, and how long the server may take to answer once the upload is
 * in, before the visitor is told. A slow line that keeps moving is never cut off: a 25 MB set takes
 * about a minute on a 4 Mbit/s uplink.
 */
export const STALL_TIMEOUT_MS = 30_000;

/** How a send ended: stored (with the request's id and its private page), or not, and why. */
export type QuoteOutcome =
  | { ok: true; id: string; link: string | null }
  | {
      ok: false;
      /** The HTTP status that refused it, or the way the exchange failed without an answer. */
      status: number | SendFailure;
      message?: string;
      /** Messages to show beside the fields. */
      errors?: FieldErrors;
    };

export interface SendQuoteOptions {
  /** 0 when a send with files starts (null without files), the share uploaded as parts arrive, 1 once every file is in. */
  onProgress?: (progress: number | null) => void;
  /** The challenge's token, '' if it could not run, or null where it is off; waited for up to CHALLENGE_WAIT_MS. */
  challenge?: () => Promise<string | null>;
  /** Where files go up in parts; null sends them in the one post (another host's endpoint). */
  uploadEndpoint?: string | null;
  stallMs?: number;
  /** The resends' random waits (tests pass () => 0). */
  random?: () => number;
}

type QuoteAnswer = { id?: string; link?: string; message?: string; errors?: FieldErrors };

const loadUploader = () => import('@/lib/chunked-upload');

/** The files chosen in the form's file field, empty ones (a browser's placeholder) left out. */
export function chosenFiles(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem('files');
  return input instanceof HTMLInputElement ? [...(input.files ?? [])].filter((f) => f.size > 0) : [];
}

/**
 * The form data as sent: the fields, the page's own elapsed time, and where the visit came from; with
 * `uploadIds`, the files already uploaded in parts instead of the files themselves.
 */
function requestData(form: HTMLFormElement, uploadIds: string[] | null): FormData {
  const data = new FormData(form);
  if (uploadIds) {
    data.delete('files');
    data.set(UPLOADS_FIELD, uploadIds.join(','));
  }
  data.set(ELAPSED_FIELD, String(Math.round(performance.now())));
  try {
    const source = parseVisitSource(window.sessionStorage.getItem(VISIT_KEY));
    if (source) for (const [name, value] of Object.entries(sourceFields(source))) data.set(name, value);
  } catch {}
  return data;
}

/** The challenge's token, or '' once CHALLENGE_WAIT_MS has passed without one. */
function challengeToken(challenge: () => Promise<string | null>): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(''), CHALLENGE_WAIT_MS);
  });
  return Promise.race([challenge(), late]).finally(() => clearTimeout(timer));
}

/** Sends the form's request (its `values` as read from it) to the form's action and says how it ended; never throws for a failed send. */
export async function sendQuote(form: HTMLFormElement, values: ContactValues, options: SendQuoteOptions = {}): Promise<QuoteOutcome> {
  const { onProgress, challenge = () => Promise.resolve(null), random = Math.random } = options;
  const stallMs = options.stallMs ?? STALL_TIMEOUT_MS;
  const files = chosenFiles(form);
  // With our own endpoint, files go up in parts first: a whole set fits (UPLOAD_LIMITS).
  const uploadEndpoint = files.length > 0 ? (options.uploadEndpoint === undefined ? UPLOAD_ENDPOINT : options.uploadEndpoint) : null;
  const inParts = uploadEndpoint !== null;

  const fileProblem = checkFiles(files, inParts);
  const checked = validateQuote({ ...values });
  if (!checked.ok || fileProblem) {
    return {
      ok: false,
      status: fileProblem?.tooLarge ? 413 : 422,
      message: fileProblem?.message,
      errors: { ...(checked.ok ? {} : checked.errors), ...(fileProblem ? { files: fileProblem.message } : {}) },
    };
  }

  const hasFiles = files.length > 0;
  onProgress?.(hasFiles ? 0 : null);
  try {
    let uploadIds: string[] | null = null;
    if (uploadEndpoint) {
      const { uploadFiles, UploadRefused, UploadServerError } = await loadUploader();
      try {
        uploadIds = await uploadFiles(uploadEndpoint, files, stallMs, ({ sent, total }) => onProgress?.(Math.min(sent / total, 0.999)));
      } catch (error) {
        if (error instanceof UploadServerError) return { ok: false, status: 500, message: error.message };
        if (error instanceof UploadRefused) return { ok: false, status: 422, errors: { files: error.message } };
        throw error;
      }
      onProgress?.(1);
    }
    // One key for this submission, however many times the host makes us send it (lib/resend.ts).
    const submission = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const data = requestData(form, uploadIds);
    const token = await challengeToken(challenge);
    if (token !== null) data.set(CHALLENGE_FIELD, token);
    const { status, body } = await sendWithResends(
      () =>
        send<QuoteAnswer>('POST', form.action, data, stallMs, (loaded, total) => {
          if (hasFiles && !inParts) onProgress?.(loaded / total);
        }, submission),
      undefined,
      random,
    );
    if (status >= 200 && status < 300) return { ok: true, id: body?.id ?? '', link: body?.link ?? null };
    return { ok: false, status, message: body?.message, errors: body?.errors && Object.keys(body.errors).length ? body.errors : undefined };
  } catch (error) {
    return { ok: false, status: error instanceof SendFailed ? error.reason : 'network' };
  }
}

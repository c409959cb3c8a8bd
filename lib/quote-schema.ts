import * as v from 'valibot';

/**
 * What a quote request is: the one definition the browser checks before sending and the endpoint
 * (functions/routes/quote.ts) checks on arrival. Messages are the ones shown beside the fields.
 */

/** Service of Interest option values, as the spec fixes them ('' is "not specified"). */
export const SERVICE_VALUES = ['', 'estimation', 'bim', 'design', 'shop-drawings', 'mep', 'structural', 'other'] as const;

/** Service of Interest: the option values are fixed by the spec (SERVICE_VALUES); labels are ours. */
export const SERVICE_OPTIONS: { value: (typeof SERVICE_VALUES)[number]; label: string }[] = [
  { value: '', label: 'Select a service (optional)' },
  { value: 'estimation', label: 'Cost Estimation & Takeoff' },
  { value: 'bim', label: 'BIM Services' },
  { value: 'design', label: 'Design Services' },
  { value: 'shop-drawings', label: 'Shop Drawings' },
  { value: 'mep', label: 'MEP Shop Drawings' },
  { value: 'structural', label: 'Structural & Rebar Detailing' },
  { value: 'other', label: 'Other / Not sure' },
];

export function serviceLabelFor(value: string): string {
  return SERVICE_OPTIONS.find((o) => o.value === value && value)?.label ?? 'Not specified';
}

export const QUOTE_LIMITS = {
  maxFiles: 10,
  maxTotalBytes: 25 * 1024 * 1024,
  /** What estimators and detailers send: drawings, models, archives of them, scans. */
  extensions: ['pdf', 'dwg', 'dxf', 'ifc', 'rvt', 'zip', 'png', 'jpg', 'jpeg'],
  /** A file name longer than this is refused (it also bounds what goes into storage metadata). */
  maxFileNameLength: 200,
  /** Less than this between the page opening and the send, and the request is filed as suspected spam. */
  minSecondsOnForm: 3,
} as const;

/** The file field's accept list, on the contact form and the sender's page alike. */
export function acceptList(): string {
  return QUOTE_LIMITS.extensions.map((e) => `.${e}`).join(',');
}

/** Where drawings go up in parts (functions/routes/uploads.ts), from the contact form and from the sender's page. */
export const UPLOADS_PATH = '/api/uploads';

/**
 * With JavaScript, drawings go up in parts before the request is sent (functions/routes/uploads.ts), so a
 * whole set fits: more files, ten times the size. The request then names the uploads it carries.
 */
export const UPLOAD_LIMITS = {
  maxFiles: 20,
  maxTotalBytes: 250 * 1024 * 1024,
  /** Every part but the last is exactly this size (R2 wants equal parts of at least 5 MiB). */
  partBytes: 8 * 1024 * 1024,
  /** Files one sender may start uploading in the rate limit's window: a full set, twice over. */
  uploadsPerWindow: 40,
} as const;

/** The form field that lists the ids of the uploads a request carries (JavaScript only). */
export const UPLOADS_FIELD = 'upload_ids';

/**
 * The header that names one submission across its resends (JavaScript only; lib/resend.ts): a UUID, as
 * in the IETF draft "The Idempotency-Key HTTP Header Field".
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The hidden field a person never sees and a form-filling bot fills in. */
export const HONEYPOT_FIELD = 'reference_code';
/**
 * How long the page had been open when the visitor pressed send, in milliseconds, from the page's own
 * clock (`performance.now()`), set by the form's script at submit. Never a wall-clock time: the
 * visitor's computer clock and ours need not agree. A form posted without JavaScript has none.
 */
export const ELAPSED_FIELD = 'form_elapsed_ms';

/**
 * Why a request is filed as suspected spam, or null for a person. Spam is still stored (apart, not
 * emailed), so a wrong verdict loses nothing. No timing at all is a browser without JavaScript: a person.
 */
export function spamVerdict(form: { honeypot: string; elapsed: string | null }): string | null {
  if (form.honeypot.trim() !== '') return 'honeypot filled in';
  if (form.elapsed === null || form.elapsed === '') return null;
  if (!/^\d{1,12}$/.test(form.elapsed)) return 'timing unreadable';
  if (Number(form.elapsed) < QUOTE_LIMITS.minSecondsOnForm * 1000) return 'sent too fast';
  return null;
}

const text = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} is too long: ${max} characters at most.`));

const LINK_MESSAGE = 'Please paste a full link, starting with https://.';

/**
 * A link someone can open: written out as http:// or https://, with a host name that has a dot in it
 * (a real domain), and no user name or password in it. `http:evil.example` and `httpx://…` are not.
 */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,63}$/i.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const quoteSchema = v.object({
  name: v.pipe(text(120, 'Your name'), v.nonEmpty('Please enter your name.')),
  email: v.pipe(
    text(254, 'The email address'),
    v.nonEmpty('Please enter your email address.'),
    v.email('Please enter an email address such as name@company.com.'),
  ),
  company: v.optional(text(160, 'The company name'), ''),
  phone: v.optional(text(40, 'The phone number'), ''),
  service: v.optional(v.picklist(SERVICE_VALUES, 'Please choose a service from the list.'), ''),
  message: v.pipe(text(5000, 'Project details'), v.nonEmpty('Please describe the project.')),
  drawings_link: v.optional(
    v.union([v.literal(''), v.pipe(text(500, 'The link'), v.check(isWebLink, LINK_MESSAGE))], LINK_MESSAGE),
    '',
  ),
});

export type QuoteRequest = v.InferOutput<typeof quoteSchema>;
export type QuoteField = keyof QuoteRequest | 'files';
export type FieldErrors = Partial<Record<QuoteField, string>>;

export const QUOTE_FIELDS = Object.keys(quoteSchema.entries) as (keyof QuoteRequest)[];

/** Checks the text fields; on failure, the first message for each field. */
export function validateQuote(input: Record<string, unknown>): { ok: true; value: QuoteRequest } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(quoteSchema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key as QuoteField] = issue.message;
  }
  return { ok: false, errors };
}

export interface FileInfo {
  name: string;
  size: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The limits as the form states them beside the file field: the single post's, or with `chunked` the parts upload's. */
export function fileLimitsText(chunked = false): string {
  const limits = chunked ? UPLOAD_LIMITS : QUOTE_LIMITS;
  return `Up to ${limits.maxFiles} files, ${megabytes(limits.maxTotalBytes)} in total: ${QUOTE_LIMITS.extensions
    .filter((e) => e !== 'jpeg')
    .map((e) => e.toUpperCase())
    .join(', ')}.`;
}

/**
 * A file name's extension: the text after its last dot, any length, lower case ("pdf" alone is a name,
 * not an extension; "x.settingcontent-ms" is "settingcontent-ms"), or '' when it has no dot.
 */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks attached files against the limits (the single post's, or with `chunked` the parts upload's);
 * `tooLarge` says the answer is a 413, not a 422.
 */
export function checkFiles(files: FileInfo[], chunked = false): { message: string; tooLarge: boolean } | null {
  const limits = chunked ? UPLOAD_LIMITS : QUOTE_LIMITS;
  const real = files.filter((f) => f.size > 0);
  if (real.length > limits.maxFiles) {
    return { message: `Please attach ${limits.maxFiles} files at most, or share a link to the set.`, tooLarge: false };
  }
  const longName = real.find((f) => f.name.length > QUOTE_LIMITS.maxFileNameLength);
  if (longName) return { message: `${longName.name.slice(0, 40)}… has a name over ${QUOTE_LIMITS.maxFileNameLength} characters. Please rename it and attach it again.`, tooLarge: false };
  const wrong = real.find((f) => !(QUOTE_LIMITS.extensions as readonly string[]).includes(extensionOf(f.name)));
  if (wrong) return { message: `${wrong.name} is not a file type we take. ${fileLimitsText(chunked)}`, tooLarge: false };
  const total = real.reduce((sum, f) => sum + f.size, 0);
  if (total > limits.maxTotalBytes) {
    return {
      message: `These files come to ${megabytes(total)}, over the ${megabytes(limits.maxTotalBytes)} limit. Attach fewer, or paste a link to a shared folder instead.`,
      tooLarge: true,
    };
  }
  return null;
}

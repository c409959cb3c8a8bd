import * as v from 'valibot';

/**
 * What a quote request is: the one definition the browser checks before sending and the endpoint
 * (functions/api/quote.ts) checks on arrival. Messages are the ones shown beside the fields.
 */

/** Service of Interest option values, as the spec fixes them ('' is "not specified"). */
export const SERVICE_VALUES = ['', 'estimation', 'bim', 'design', 'shop-drawings', 'mep', 'structural', 'other'] as const;

export const QUOTE_LIMITS = {
  maxFiles: 10,
  maxTotalBytes: 25 * 1024 * 1024,
  /** What estimators and detailers send: drawings, models, archives of them, scans. */
  extensions: ['pdf', 'dwg', 'dxf', 'ifc', 'rvt', 'zip', 'png', 'jpg', 'jpeg'],
  /** Less than this on the form and the sender is a script, not a person filling it in. */
  minSecondsOnForm: 3,
} as const;

/** The hidden field a person never sees and a form-filling bot fills in. */
export const HONEYPOT_FIELD = 'reference_code';
/** When the form was shown (ms since epoch), set by the page once its scripts start. */
export const STARTED_FIELD = 'form_started';

const text = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} is too long: ${max} characters at most.`));

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
    v.union(
      [v.literal(''), v.pipe(text(500, 'The link'), v.url('Please paste a full link, starting with https://.'), v.startsWith('http', 'Please paste a full link, starting with https://.'))],
      'Please paste a full link, starting with https://.',
    ),
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

/** The limits as the form states them beside the file field. */
export function fileLimitsText(): string {
  return `Up to ${QUOTE_LIMITS.maxFiles} files, ${megabytes(QUOTE_LIMITS.maxTotalBytes)} in total: ${QUOTE_LIMITS.extensions
    .filter((e) => e !== 'jpeg')
    .map((e) => e.toUpperCase())
    .join(', ')}.`;
}

/** Checks attached files against the limits; `tooLarge` says the answer is a 413, not a 422. */
export function checkFiles(files: FileInfo[]): { message: string; tooLarge: boolean } | null {
  const real = files.filter((f) => f.size > 0);
  if (real.length > QUOTE_LIMITS.maxFiles) {
    return { message: `Please attach ${QUOTE_LIMITS.maxFiles} files at most, or share a link to the set.`, tooLarge: false };
  }
  const wrong = real.find((f) => !(QUOTE_LIMITS.extensions as readonly string[]).includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
  if (wrong) return { message: `${wrong.name} is not a file type we take. ${fileLimitsText()}`, tooLarge: false };
  const total = real.reduce((sum, f) => sum + f.size, 0);
  if (total > QUOTE_LIMITS.maxTotalBytes) {
    return {
      message: `These files come to ${megabytes(total)}, over the ${megabytes(QUOTE_LIMITS.maxTotalBytes)} limit. Attach fewer, or paste a link to a shared folder instead.`,
      tooLarge: true,
    };
  }
  return null;
}

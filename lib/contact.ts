import { QUOTE_FIELDS, UPLOADS_PATH, serviceLabelFor } from '@/lib/quote-schema';

/** Where the quote form posts: our Worker, or a compatible endpoint on another host. */
export const QUOTE_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || '/api/quote';

/**
 * Where drawings go up in parts before the form is sent (our Worker). Null on another host's
 * endpoint, which takes the files in the one post (25 MB), as every browser without JavaScript does.
 */
export const UPLOAD_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT ? null : UPLOADS_PATH;

/**
 * The contact form's text fields as typed, before the schema checks them: one string per field of
 * the quote schema (the spec's six and a link to a shared folder of drawings), so a field added there
 * is a field here.
 */
export type ContactValues = Record<(typeof QUOTE_FIELDS)[number], string>;

export const EMPTY_CONTACT: ContactValues = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, ''])) as ContactValues;

/** The text values of a form, read from the form itself (the fields are uncontrolled). */
export function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = { ...EMPTY_CONTACT };
  for (const key of QUOTE_FIELDS) {
    const value = data.get(key);
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** sessionStorage key for the unsent draft (the cookie policy describes it). */
export const DRAFT_KEY = 'contactDraft';

/** A mailto: link carrying the whole message, so a visitor can always send it themselves. */
export function mailtoLink(values: ContactValues, to: string): string {
  const subject = `Quote request from ${values.name || 'website visitor'}${values.company ? ` (${values.company})` : ''}`;
  const body = [
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    `Company: ${values.company || '-'}`,
    `Phone: ${values.phone || '-'}`,
    `Service of interest: ${serviceLabelFor(values.service)}`,
    ...(values.drawings_link ? [`Drawings: ${values.drawings_link}`] : []),
    '',
    values.message,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Restore a saved draft, ignoring anything malformed. */
export function parseDraft(raw: string | null): ContactValues | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof ContactValues, unknown>>;
    const draft = { ...EMPTY_CONTACT };
    for (const key of QUOTE_FIELDS) {
      if (typeof data[key] === 'string') draft[key] = data[key] as string;
    }
    return draft;
  } catch {
    return null;
  }
}

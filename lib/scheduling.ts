import type { site } from '@/lib/content/site';

/** The booking page and its campaign tags (lib/content/site.ts `scheduling`), handed to the browser by the page. */
export type Booking = Pick<typeof site.scheduling, 'provider' | 'url' | 'scriptUrl' | 'eventLength' | 'utm'>;

export interface SchedulingTheme {
  primary: string;
  text: string;
  background: string;
}

/** Calendly wants six-digit hex without '#'; minified CSS may hand us '#fff'. */
export function bareHex(colour: string): string {
  const hex = colour.trim().replace(/^#/, '').toLowerCase();
  return hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
}

/**
 * The booking URL for the inline widget: the 30-minute event with the query values the spec lists
 * (details and GDPR banner hidden, theme colours, prefilled name and email, campaign tags).
 */
export function schedulingUrl({ name, email, theme, booking }: { name?: string; email?: string; theme: SchedulingTheme; booking: Booking }): string {
  const url = new URL(booking.url);
  const params = url.searchParams;
  params.set('hide_event_type_details', '1');
  params.set('hide_gdpr_banner', '1');
  params.set('primary_color', bareHex(theme.primary));
  params.set('text_color', bareHex(theme.text));
  params.set('background_color', bareHex(theme.background));
  if (name?.trim()) params.set('name', name.trim());
  if (email?.trim()) params.set('email', email.trim());
  params.set('utm_campaign', booking.utm.campaign);
  params.set('utm_source', booking.utm.source);
  params.set('utm_medium', booking.utm.medium);
  return url.toString();
}

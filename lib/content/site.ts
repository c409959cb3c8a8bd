/**
 * The firm's identity as the pages use it: its name, contacts, host and profiles, from
 * content/firm.json (the firm edits it in the editor; lib/content/facts.ts checks it). Nothing else in the
 * code repeats these values.
 */

import { siteUrl } from '@/lib/site-url.mjs';
import { deskHours, firmName, replyTime, responseTime, usDeskHours } from '@/lib/content/firm';
import firm from '@/content/firm.json' with { type: 'json' };
import type { Provenance } from '@/lib/content/facts';

/** The site's address without a trailing slash, as the build resolved it (lib/site-url.mjs). */
const url = siteUrl();
const host = new URL(url).host.replace(/^www\./, '');
const usDesk = firm.desks.list.find((d) => d.id === 'us') ?? firm.desks.list[0]!;

export const site = {
  name: firmName,
  legalName: firm.identity.legalName,
  /** The legal form, register and number, and tax numbers: empty until the firm gives them. */
  legal: { form: firm.identity.legalForm, registration: firm.identity.registration, taxNumbers: firm.identity.taxNumbers },
  tagline: 'Preconstruction consulting for contractors, developers and architects',
  description: `${firmName} delivers cost estimation, shop drawings, rebar detailing, BIM, project management and design for construction teams in the UK, USA and Europe.`,
  url,
  email: `${firm.contact.mailbox}@${host}`,
  phone: { display: usDesk.phoneDisplay, tel: usDesk.phoneTel },
  address: {
    street: firm.address.street,
    locality: firm.address.locality,
    region: firm.address.region,
    postalCode: firm.address.postalCode,
    country: firm.address.country,
    countryCode: firm.address.countryCode,
  },
  /**
   * Where the firm works, as every page's footer and the hero say it ("the UK, USA and Europe").
   * JSON-LD areaServed is built from this list and nothing else, so it never claims more than the page.
   */
  serviceAreas: [
    { name: 'United Kingdom', type: 'Country', code: 'GB' },
    { name: 'United States', type: 'Country', code: 'US' },
    { name: 'Europe', type: 'Continent', code: null },
  ],
  /**
   * ISO 3166 codes for contactPoint.areaServed: the UK, the US and the European countries our
   * portfolio and client quotes come from (Europe itself has no country code).
   */
  contactCountryCodes: ['GB', 'US', 'IE', 'DE', 'NL', 'PL', 'IT', 'NO', 'AT'],
  markets: 'the UK, USA and Europe',
  /**
   * The client desk's hours are New York time. schema.org openingHours cannot carry a time zone
   * (on a Lahore address it would read as Pakistan time), so JSON-LD gives the hours as text in the
   * contact point's description instead.
   */
  hours: { display: usDeskHours },
  /** The one statement of response times on the site (lib/content/firm.ts). */
  responseTime,
  replyTime,
  social: firm.social.profiles,
  scheduling: {
    provider: 'Calendly',
    /** Booking page for the 30-minute consultation. */
    url: firm.scheduling.url,
    scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
    origin: 'https://calendly.com',
    scriptOrigin: 'https://assets.calendly.com',
    eventLength: `${firm.scheduling.minutes}-minute`,
    utm: { campaign: 'website', source: 'stratum-precon-site', medium: 'contact-page' },
  },
  /** The client desks, each with a phone number and hours in its own time zone. The US desk's number is `phone`. */
  desks: firm.desks.list.map((d) => ({
    id: d.id,
    name: d.name,
    phone: { display: d.phoneDisplay, tel: d.phoneTel },
    hours: deskHours(d),
    timeZone: d.timeZone,
    opens: d.opens,
    closes: d.closes,
    countryCode: d.countryCode,
  })),
  /**
   * The firm's home market, where its office is: the three Pakistani cities the structured data names
   * as service areas, also named on /contact/ (structured data says only what a page shows).
   */
  homeMarket: { country: 'Pakistan', countryCode: 'PK', cities: ['Lahore', 'Karachi', 'Islamabad'] },
  /** What the firm must replace or confirm before launch (lib/content/launch.ts lists them), group by group. */
  provenance: {
    identity: firm.identity.provenance as Provenance,
    contact: firm.contact.provenance as Provenance,
    phones: firm.desks.provenance as Provenance,
    address: firm.address.provenance as Provenance,
    social: firm.social.provenance as Provenance,
    scheduling: firm.scheduling.provenance as Provenance,
    requestRetention: firm.requests.provenance as Provenance,
    visitRetention: firm.visits.provenance as Provenance,
    proposals: firm.proposals.provenance as Provenance,
  },
  /** First year of the copyright line; the last year is the build year. */
  foundedCopyrightYear: 2024,
  locale: 'en_US',
  language: 'en',
} as const;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, `${a.locality} ${a.postalCode}`, a.country].join(separator);
}

/**
 * The firm's identity: the one place its name, contacts, host and profiles live.
 * Nothing else in the code repeats these values.
 */

import { siteUrl } from '@/lib/site-url.mjs';
import { firmName, responseTime, ukDeskHours, usDeskHours } from '@/content/firm';
import type { Provenance } from './types';

/** The site's address without a trailing slash, as the build resolved it (lib/site-url.mjs). */
const url = siteUrl();
const hours = usDeskHours;
const host = new URL(url).host.replace(/^www\./, '');
const ukHours = ukDeskHours;

export const site = {
  name: firmName,
  legalName: 'Stratum Preconstruction Consultants',
  tagline: 'Preconstruction consulting for contractors, developers and architects',
  description:
    'Stratum Precon delivers cost estimation, shop drawings, rebar detailing, BIM, project management and design for construction teams in the UK, USA and Europe.',
  url,
  email: `info@${host}`,
  phone: { display: '(212) 555-0147', tel: '+12125550147' },
  address: {
    street: '27-C Main Boulevard, Gulberg III',
    locality: 'Lahore',
    region: 'Punjab',
    postalCode: '54660',
    country: 'Pakistan',
    countryCode: 'PK',
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
  hours: { display: hours },
  /** The one statement of response times on the site (content/firm.ts). */
  responseTime,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/stratumprecon' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/stratum-precon' },
    { name: 'Instagram', href: 'https://www.instagram.com/stratumprecon' },
  ],
  scheduling: {
    provider: 'Calendly',
    /** Booking page for the 30-minute consultation. */
    url: 'https://calendly.com/stratum-precon/30min',
    scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
    origin: 'https://calendly.com',
    scriptOrigin: 'https://assets.calendly.com',
    eventLength: '30-minute',
    utm: { campaign: 'website', source: 'stratum-precon-site', medium: 'contact-page' },
  },
  /**
   * The two client desks, each with a phone number and hours in its own time zone (numbers from the
   * ranges reserved for drama: US (NXX) 555-01XX, UK 020 7946 0xxx). The US desk's number is `phone`.
   */
  desks: [
    {
      id: 'us',
      name: 'US desk',
      city: 'New York',
      phone: { display: '(212) 555-0147', tel: '+12125550147' },
      hours,
      timeZone: 'America/New_York',
      opens: '08:00',
      closes: '18:00',
      countryCode: 'US',
    },
    {
      id: 'uk',
      name: 'UK desk',
      city: 'London',
      phone: { display: '020 7946 0321', tel: '+442079460321' },
      hours: ukHours,
      timeZone: 'Europe/London',
      opens: '09:00',
      closes: '17:30',
      countryCode: 'GB',
    },
  ],
  /**
   * The firm's home market, where its office is: the three Pakistani cities the structured data names
   * as service areas, also named on /contact/ (structured data says only what a page shows).
   */
  homeMarket: { country: 'Pakistan', countryCode: 'PK', cities: ['Lahore', 'Karachi', 'Islamabad'] },
  /**
   * What the firm must replace or confirm before launch (content/launch.ts lists them): the phone
   * numbers are from ranges reserved for drama, the address and profiles are the firm's to confirm.
   */
  provenance: { phones: 'illustrative', address: 'confirm', social: 'confirm', scheduling: 'confirm' } satisfies Record<string, Provenance>,
  /** First year of the copyright line; the last year is the build year. */
  foundedCopyrightYear: 2024,
  locale: 'en_US',
  language: 'en',
} as const;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, `${a.locality} ${a.postalCode}`, a.country].join(separator);
}

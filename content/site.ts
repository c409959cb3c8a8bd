/**
 * The firm's identity: the one place its name, contacts, host and profiles live.
 * Nothing else in the code repeats these values.
 */

import { DEFAULT_SITE_URL } from '@/lib/site-url.mjs';

/** The site's address without a trailing slash: next.config.mjs resolves SITE_URL (lib/site-url.mjs). */
const url = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
const host = new URL(url).host.replace(/^www\./, '');

export const site = {
  name: 'Stratum Precon',
  legalName: 'Stratum Preconstruction Consultants',
  tagline: 'Preconstruction consulting for contractors, developers and architects',
  description:
    'Stratum Precon delivers cost estimation, shop drawings, rebar detailing, BIM coordination, project management and design for construction teams in the UK, USA and Europe.',
  url,
  email: `info@${host}`,
  phone: { display: '+1 (555) 0100-247', tel: '+15550100247' },
  address: {
    street: '27-C Main Boulevard, Gulberg III',
    locality: 'Lahore',
    region: 'Punjab',
    postalCode: '54660',
    country: 'Pakistan',
    countryCode: 'PK',
  },
  /** Where the firm works; used in JSON-LD areaServed. */
  serviceAreas: {
    cities: ['Lahore', 'Karachi', 'Islamabad'],
    countries: ['United Kingdom', 'United States', 'Europe'],
  },
  markets: 'the UK, USA and Europe',
  hours: {
    display: 'Mon-Fri 8:00 AM-6:00 PM EST',
    /** schema.org openingHours notation, in the firm's published time zone. */
    schema: 'Mo-Fr 08:00-18:00',
  },
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
  /** First year of the copyright line; the last year is the build year. */
  foundedCopyrightYear: 2024,
  locale: 'en_US',
  language: 'en',
} as const;

export type SiteConfig = typeof site;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, `${a.locality} ${a.postalCode}`, a.country].join(separator);
}

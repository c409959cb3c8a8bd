import type { Currency } from './currencies';

/**
 * The markets the firm prices for. The site is one US-English version (the x-default) except the
 * pages listed in `marketPages`, which have one static variant per market: `/pricing`, `/uk/pricing`,
 * `/eu/pricing` and the same for the service pages whose standards, units or prices differ.
 * content/README.md says how to add a page or a market.
 */

import type { Provenance } from '../lib/provenance';

/** The three markets, in the order the site lists them (`markets` below holds each one's record). */
export const MARKET_IDS = ['us', 'uk', 'eu'] as const;
export type MarketId = (typeof MARKET_IDS)[number];

/**
 * The tax line under every price, per market. Our services to a project are usually "services
 * connected with land" (UK VAT Notice 741A, section 6; EU VAT Directive article 47): taxed where the
 * site is, not where the client is, so the general business-to-business reverse charge cannot be
 * promised for every job. Professional services are standard-rated even on new dwellings (VAT Notice
 * 708, section 3.3: the zero rate covers the builder's work, not a consultant's). Each quote states the
 * treatment for the job; the firm's accountant confirms it (lib/content/launch.ts).
 */
/** The tax lines are general rules; the firm's accountant confirms them for its own registrations. */
export const vatProvenance: Provenance = 'confirm';

export const vatNote: Record<MarketId, string> = {
  us: 'Fees in US dollars, before any sales tax the project’s state applies to these services; each quote states it.',
  uk: 'Fees in pounds sterling, excluding VAT. Our work is usually tied to a site in the UK, so it is taxed there (HMRC VAT Notice 741A, section 6): the reverse charge for services bought from abroad does not apply, and neither does the construction domestic reverse charge, which excludes professional services (VAT Notice 735). VAT is added at the standard rate, on work for new homes too (VAT Notice 708 zero-rates the builder’s work, not consultants’ fees), under a UK VAT registration whose number each quote and invoice states.',
  eu: 'Fees in euros, excluding VAT. Work tied to a site is taxed in the country where the site is, whatever country you are in; each quote states who accounts for the VAT on that job. Clients in Norway and Poland are quoted in euros unless we agree their own currency.',
};

export interface Market {
  id: MarketId;
  /** As the market switch and headings say it. */
  name: string;
  /** Short label for the switch. */
  short: string;
  /** Path prefix of its variants: '' for the US (the x-default), '/uk', '/eu'. */
  prefix: '' | '/uk' | '/eu';
  /** BCP 47 tag for number and currency formatting, JSON-LD inLanguage and Open Graph. */
  locale: 'en-US' | 'en-GB' | 'en-IE';
  /**
   * hreflang values this market's variant answers for. Google reads a region only as an ISO 3166-1
   * alpha-2 code, so Europe is named country by country (the euro countries our clients are in),
   * not as "en-150" or "en-EU", which it ignores.
   */
  hreflang: readonly string[];
  currency: Currency;
  /** Floor area unit the rates and the calculator use. */
  /** `measure`: the floor area the rates are per (the UK benchmarks on gross internal area, GIA). */
  area: { code: 'ft2' | 'm2'; symbol: 'ft²' | 'm²'; word: string; measure: string };
  /** Unit of reinforcement weight: US short tons or metric tonnes. */
  mass: { one: 'ton' | 'tonne'; many: 'tons' | 'tonnes' };
  /** Standards the variant's deliverables follow, for headings and notes. */
  standards: { measurement: string; rebar: string };
  /** Tax line under every price. */
  taxNote: string;
}

export const markets: readonly Market[] = [
  {
    id: 'us',
    name: 'United States',
    short: 'US',
    prefix: '',
    locale: 'en-US',
    hreflang: ['en-US'],
    currency: 'USD',
    area: { code: 'ft2', symbol: 'ft²', word: 'square foot', measure: 'Gross floor area' },
    mass: { one: 'ton', many: 'tons' },
    standards: { measurement: 'CSI MasterFormat', rebar: 'ACI MNL-66 and CRSI' },
    taxNote: vatNote.us,
  },
  {
    id: 'uk',
    name: 'United Kingdom',
    short: 'UK',
    prefix: '/uk',
    locale: 'en-GB',
    hreflang: ['en-GB'],
    currency: 'GBP',
    area: { code: 'm2', symbol: 'm²', word: 'square metre', measure: 'Gross internal area (GIA)' },
    mass: { one: 'tonne', many: 'tonnes' },
    standards: { measurement: 'NRM1 and NRM2 (RICS)', rebar: 'BS 8666:2020' },
    taxNote: vatNote.uk,
  },
  {
    id: 'eu',
    name: 'Europe',
    short: 'Europe',
    prefix: '/eu',
    locale: 'en-IE',
    hreflang: ['en-IE', 'en-DE', 'en-NL', 'en-AT', 'en-IT', 'en-FR', 'en-BE', 'en-ES'],
    currency: 'EUR',
    area: { code: 'm2', symbol: 'm²', word: 'square metre', measure: 'Gross floor area' },
    mass: { one: 'tonne', many: 'tonnes' },
    standards: { measurement: 'NRM2 or your national method', rebar: 'Eurocode 2 (EN 1992-1-1) and ISO 3766' },
    taxNote: vatNote.eu,
  },
];

/**
 * The pricing page's words for each market: its heading and hero text, its title and description.
 * Kept apart from `Market`, which the calculator receives in the browser: these words are the page's.
 */
export const pricingPages: Record<MarketId, { heading: string; lede: string; title: string; description: string }> = {
  us: {
    heading: 'What our preconstruction services cost',
    lede: 'Published rates in US dollars, per square foot and per US ton, for estimating to CSI MasterFormat, takeoff, bar lists to the ACI Detailing Manual (MNL-66) and CRSI, shop drawings, modeling and clash detection. Size a fee below, then send the drawings for a fixed quote.',
    title: 'Pricing and Fee Calculator',
    description: 'Published rates, minimum fees and turnaround for estimating, takeoff, bar bending schedules, shop drawings and BIM, with a calculator to size your fee.',
  },
  uk: {
    heading: 'What our preconstruction services cost in the UK',
    lede: 'Published rates in pounds sterling, per square metre of gross internal area and per tonne, for NRM1 cost plans and estimates, NRM2 measurement, bar bending schedules to BS 8666, shop drawings, modelling and clash detection. Size a fee below, then send the drawings for a fixed quote.',
    title: 'UK Pricing in GBP and Fee Calculator',
    description: 'Published UK rates in pounds sterling, excluding VAT: estimating and NRM2 measurement per m², bar bending schedules per tonne, with a fee calculator.',
  },
  eu: {
    heading: 'What our preconstruction services cost in Europe',
    lede: 'Published rates in euros, per square metre and per tonne, for estimating, quantity take-off, bar bending schedules detailed to Eurocode 2, shop drawings, modelling and clash detection, in the eurozone and for our clients in Norway and Poland. Size a fee below, then send the drawings for a fixed quote.',
    title: 'Europe Pricing in EUR and Fee Calculator',
    description: 'Published rates in euros for European projects, excluding VAT: estimating and take-off per m², bar bending schedules per tonne, with a fee calculator.',
  },
};

/**
 * Pages with a variant per market, as plain paths of the US (x-default) page. Everything else on the
 * site is one version. A service listed here must have an entry per market in content/service-markets.ts.
 */
export { marketPages, type MarketPage } from './market-pages';


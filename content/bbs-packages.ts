import type { MarketId } from './markets';
import type { PricingPackage } from './types';

/**
 * The bar bending schedule packages per market: shown on each variant of the service page and used
 * by that market's fee calculator (content/pricing.ts), which also needs each package's weight limit
 * (US short tons in the US, metric tonnes in the UK and Europe). The US packages are the spec's.
 */
export type BbsPackage = PricingPackage & { maxTons: number };

export const bbsPackagesByMarket: Record<MarketId, BbsPackage[]> = {
  us: [
    {
      name: 'Standard Package',
      price: 499,
      maxTons: 50,
      currency: 'USD',
      unit: 'per project',
      features: [
        'Up to 50 tons of reinforcement',
        'PDF deliverables',
        '2 revisions included',
        'Schedules to ACI 315 and CRSI bend types',
        'Weight summary by bar size',
      ],
    },
    {
      name: 'Premium Package',
      price: 799,
      maxTons: 100,
      currency: 'USD',
      unit: 'per project',
      features: [
        'Up to 100 tons of reinforcement',
        'DWG + PDF deliverables',
        '4 revisions included',
        'Excel and CSV exports for fabrication software',
        'Schedules grouped by pour or delivery load',
      ],
    },
  ],
  uk: [
    {
      name: 'Standard Package',
      price: 395,
      maxTons: 45,
      currency: 'GBP',
      unit: 'per project',
      features: [
        'Up to 45 tonnes of reinforcement',
        'PDF deliverables',
        '2 revisions included',
        'Schedules to BS 8666:2020 shape codes',
        'Mass summary by bar diameter',
      ],
    },
    {
      name: 'Premium Package',
      price: 645,
      maxTons: 90,
      currency: 'GBP',
      unit: 'per project',
      features: [
        'Up to 90 tonnes of reinforcement',
        'DWG + PDF deliverables',
        '4 revisions included',
        'BVBS and CSV exports for bending machines',
        'Schedules grouped by pour or delivery load',
      ],
    },
  ],
  eu: [
    {
      name: 'Standard Package',
      price: 450,
      maxTons: 45,
      currency: 'EUR',
      unit: 'per project',
      features: [
        'Up to 45 tonnes of reinforcement',
        'PDF deliverables',
        '2 revisions included',
        'Detailing to Eurocode 2, schedules to ISO 3766 shapes',
        'Mass summary by bar diameter',
      ],
    },
    {
      name: 'Premium Package',
      price: 735,
      maxTons: 90,
      currency: 'EUR',
      unit: 'per project',
      features: [
        'Up to 90 tonnes of reinforcement',
        'DWG + PDF deliverables',
        '4 revisions included',
        'BVBS and CSV exports for bending machines',
        'Schedules grouped by pour or delivery load',
      ],
    },
  ],
};

/** The US packages, as the spec prices them. */
export const bbsPackages = bbsPackagesByMarket.us;

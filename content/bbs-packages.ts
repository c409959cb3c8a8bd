import type { PricingPackage } from './types';

/**
 * The bar bending schedule packages, as the spec prices them: shown on the service page and used by
 * the fee calculator (content/pricing.ts), which also needs each package's tonnage limit.
 */
export const bbsPackages: (PricingPackage & { maxTons: number })[] = [
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
      'Schedules to BS 8666 or ACI 315 and CRSI',
      'Tonnage summary by bar size',
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
];

import type { MarketId } from '@/content/markets';
import type { PricingPackage } from '@/content/types';
import { abovePackagesText, revisions, roundsText } from '@/lib/content/commitments';

/**
 * The bar bending schedule packages per market: shown on each variant of the service page and used
 * by that market's fee calculator (lib/content/pricing.ts), which also needs each package's weight limit
 * (US short tons in the US, metric tonnes in the UK and Europe). The US packages are the spec's.
 */
export type BbsPackage = PricingPackage & { maxTons: number; rounds: number };

/** A package from its numbers: the first three lines (weight, formats, revision rounds) are written from them, never typed. */
function pkg(p: { name: string; price: number; maxTons: number; rounds: number; currency: PricingPackage['currency']; formats: string; extras: string[] }): BbsPackage {
  const unit = p.currency === 'USD' ? 'tons' : 'tonnes';
  return {
    name: p.name,
    price: p.price,
    maxTons: p.maxTons,
    rounds: p.rounds,
    currency: p.currency,
    unit: 'per project',
    features: [`Up to ${p.maxTons} ${unit} of reinforcement`, `${p.formats} deliverables`, `${p.rounds} revisions included (rounds of your comments); ${revisions.correctionsClause}`, ...p.extras],
  };
}

export const bbsPackagesByMarket: Record<MarketId, BbsPackage[]> = {
  us: [
    pkg({ name: 'Standard Package', price: 499, maxTons: 50, rounds: 2, currency: 'USD', formats: 'PDF', extras: ['Bar lists to the ACI Detailing Manual (MNL-66) with CRSI bend types', 'Weight summary by bar size in pounds'] }),
    pkg({ name: 'Premium Package', price: 799, maxTons: 100, rounds: 4, currency: 'USD', formats: 'DWG + PDF', extras: ['Excel and CSV exports for fabrication software', 'Bar lists grouped by pour or delivery load'] }),
  ],
  uk: [
    pkg({ name: 'Standard Package', price: 395, maxTons: 45, rounds: 2, currency: 'GBP', formats: 'PDF', extras: ['Schedules to BS 8666:2020 shape codes', 'Mass summary by bar diameter'] }),
    pkg({ name: 'Premium Package', price: 645, maxTons: 90, rounds: 4, currency: 'GBP', formats: 'DWG + PDF', extras: ['BVBS and CSV exports for bending machines', 'Schedules grouped by pour or delivery load'] }),
  ],
  eu: [
    pkg({ name: 'Standard Package', price: 450, maxTons: 45, rounds: 2, currency: 'EUR', formats: 'PDF', extras: ['Detailing to Eurocode 2, schedules to ISO 3766 shapes', 'Mass summary by bar diameter'] }),
    pkg({ name: 'Premium Package', price: 735, maxTons: 90, rounds: 4, currency: 'EUR', formats: 'DWG + PDF', extras: ['BVBS and CSV exports for bending machines', 'Schedules grouped by pour or delivery load'] }),
  ],
};

/** "Which package do I need?", from each market's packages: weights, formats, rounds and what happens above the largest. */
export function whichPackageFaq(market: MarketId): { question: string; answer: string } {
  const [small, large] = bbsPackagesByMarket[market] as [BbsPackage, BbsPackage];
  const unit = market === 'us' ? 'ton' : 'tonne';
  const shop = market === 'us' ? 'your shop' : 'your bending shop';
  const exports = market === 'us' ? 'Excel and CSV exports for fabrication software' : 'BVBS and CSV exports for bending machines';
  return {
    question: 'Which package do I need?',
    answer: `Choose by weight and by what ${shop} needs. The ${small.name} covers projects up to ${small.maxTons} ${unit}s of reinforcement with PDF schedules and ${roundsText(small.rounds)}. The ${large.name} covers up to ${large.maxTons} ${unit}s and adds DWG files, ${exports}, and ${roundsText(large.rounds)}; larger jobs are priced as the note under the packages says.`,
  };
}

/** Under a market's packages: what happens above the largest one. */
export function abovePackagesLine(market: MarketId): string {
  const largest = bbsPackagesByMarket[market][bbsPackagesByMarket[market].length - 1]!;
  const unit = market === 'us' ? 'ton' : 'tonne';
  return abovePackagesText(`${largest.maxTons} ${unit}s`, unit, market === 'us' ? 'our pricing page' : market === 'uk' ? 'our UK pricing page' : 'our Europe pricing page');
}

/** The US packages, as the spec prices them. */
export const bbsPackages = bbsPackagesByMarket.us;

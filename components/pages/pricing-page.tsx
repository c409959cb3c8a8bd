import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { TurnaroundTable } from '@/components/services/turnaround-table';
import { SoftwareTable } from '@/components/services/software-table';
import { MarketSwitch } from '@/components/markets/market-switch';
import { quoteCta } from '@/content/navigation';
import { pricingPages, vatProvenance, type MarketId } from '@/content/markets';
import { pages } from '@/content/pages';
import { priceBook } from '@/lib/price-books';
import { marketOf, marketPath } from '@/lib/markets';
import { marketPageJsonLd, pricingJsonLd } from '@/lib/structured-data';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { priceProvenance } from '@/lib/content/pricing';
import { FeeCalculator } from '@/components/pricing/fee-calculator';

/** /pricing and its market variants: the published rates as tables (complete without JavaScript) and a calculator island. */
export function PricingPage({ market = 'us' }: { market?: MarketId }) {
  const m = marketOf(market);
  const cards = priceBook(market).cards;
  const words = pricingPages[market];
  const title = words.heading;
  return (
    <>
      <JsonLd data={pricingJsonLd(market)} />
      <JsonLd data={marketPageJsonLd({ name: title, path: marketPath(m, '/pricing'), market: m })} />
      <PageHero
        eyebrow={market === 'us' ? 'Pricing' : `Pricing: ${m.name}`}
        title={title}
        lede={<p>{words.lede}</p>}
        crumbs={[{ name: market === 'us' ? 'Pricing' : `Pricing (${m.name})`, path: marketPath(m, '/pricing') }]}
      />
      <MarketSwitch page="/pricing" market={market} />
      <Section id="calculator" title="Size a fee" intro={<p>Pick a service, enter the size of the job and how fast you need it. The range comes from the rates in the table below.</p>}>
        <FeeCalculator market={m} book={priceBook(market)} />
        <ProvenanceLabel status={priceProvenance} kind="prices" item="prices" className="mt-4" />{' '}
        <ProvenanceLabel status={vatProvenance} kind="tax" item="tax" className="mt-4" />
      </Section>
      <Section id="rates" tone="mist" title="Rates and turnaround" intro={<p>Where a job falls within a range depends on what moves the work: the drivers under each service.</p>}>
        <TurnaroundTable market={market} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id} className="card p-6">
              <h3 className="text-lg font-bold text-navy-900">{card.label}: what moves the fee</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
                {card.drivers.map((d) => <li key={d}>{d}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="software" title="Software and file formats" intro={<p>Send what you have: we work in the tools your team and your fabricators use, and deliver in the formats they open.</p>}>
        <SoftwareTable market={market} />
      </Section>
      <CtaBand heading="Ready for a fixed quote?" text="Send the drawings and your deadline. We confirm scope, fee and delivery date before any work starts; contracts, insurance and the NDA are on our working-with-us page." primary={quoteCta} secondary={{ label: 'Working With Us', href: pages.workingWithUs.path }} />
    </>
  );
}

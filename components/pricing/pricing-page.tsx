import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { TurnaroundTable } from '@/components/services/turnaround-table';
import { SoftwareTable } from '@/components/services/software-table';
import { rateCards } from '@/content/pricing';
import { quoteCta } from '@/content/navigation';
import { pricingJsonLd } from '@/lib/structured-data';
import { FeeCalculator } from './fee-calculator';

/** /pricing: the published rates as tables (complete without JavaScript) and a calculator island. */
export function PricingPage() {
  return (
    <>
      <JsonLd data={pricingJsonLd(rateCards)} />
      <PageHero
        eyebrow="Pricing"
        title="What our preconstruction services cost"
        lede={<p>Published rates, turnaround and minimum fees for estimating, takeoff, bar bending schedules, shop drawings, modeling and clash detection. Size a fee below, then send the drawings for a fixed quote.</p>}
        crumbs={[{ name: 'Pricing', path: '/pricing' }]}
      />
      <Section id="calculator" title="Size a fee" intro={<p>Pick a service, enter the size of the job and how fast you need it. The range comes from the rates in the table below.</p>}>
        <FeeCalculator />
      </Section>
      <Section id="rates" tone="mist" title="Rates and turnaround" intro={<p>Where a job falls within a range depends on what moves the work: the drivers under each service.</p>}>
        <TurnaroundTable />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rateCards.map((card) => (
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
        <SoftwareTable />
      </Section>
      <CtaBand heading="Ready for a fixed quote?" text="Send the drawings and your deadline. We confirm scope, fee and delivery date before any work starts." primary={quoteCta} />
    </>
  );
}

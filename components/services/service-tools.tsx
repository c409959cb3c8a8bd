import { Link } from '@/components/ui/link';
import { software } from '@/content/software';
import { rateText } from '@/lib/pricing';
import { priceProvenance } from '@/lib/content/pricing';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { priceBook } from '@/lib/price-books';
import { marketOf, marketPath } from '@/lib/markets';
import { Section } from '@/components/ui/section';
import { SoftwareTable } from './software-table';
import { SampleDownload } from './sample-download';
import { sampleForService } from '@/lib/samples';
import { type MarketId } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';

/**
 * On a service page: its turnaround and rate, where it is priced, a sample of the deliverable where
 * there is one, and the software it is done in. Renders nothing for a service that has none of these.
 */
export function ServiceTools({ slug, title, market = 'us' }: { slug: string; title: string; market?: MarketId }) {
  const card = priceBook(market).cards.find((c) => c.slug === slug);
  const usesSoftware = software.some((s) => s.services.includes(slug));
  const sample = sampleForService(slug, market);
  if (!card && !usesSoftware && !sample) return null;
  return (
    <Section id="turnaround-software" eyebrow="Turnaround and software" title={inMarketWords(`${title}: how fast, and in what`, market)}>
      {card && (
        <dl className="mb-8 grid max-w-3xl gap-4 sm:grid-cols-3">
          <div className="card p-5">
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">Standard turnaround</dt>
            <dd className="mt-1 text-lg font-bold text-navy-900">{card.turnaround.standard}</dd>
          </div>
          <div className="card p-5">
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">Rush</dt>
            <dd className="mt-1 text-lg font-bold text-navy-900">{card.turnaround.rush}</dd>
          </div>
          <div className="card p-5">
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">Rate</dt>
            <dd className="mt-1 font-bold text-navy-900">
              {rateText(marketOf(market), card)} <Link href={marketPath(market, '/pricing')} className="block text-sm font-semibold text-accent-700 underline">Size your fee</Link>
            </dd>
          </div>
        </dl>
      )}
      {card && <ProvenanceLabel status={priceProvenance} kind="prices" item="prices" className="mb-8" />}
      {sample && (
        <p className="mb-8 max-w-3xl text-muted">
          Our sample deliverable: {inMarketWords(sample.summary, market)}{' '}
          <SampleDownload id={sample.id} />
        </p>
      )}
      {usesSoftware && <SoftwareTable slug={slug} market={market} />}
    </Section>
  );
}

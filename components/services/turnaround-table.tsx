import { Link } from '@/components/ui/link';
import { RUSH_MULTIPLIER } from '@/lib/content/pricing';
import { businessDays, rush, turnaround, type PricedService } from '@/lib/content/commitments';
import { minimumText, rateText } from '@/lib/pricing';
import { priceBook } from '@/lib/price-books';
import { servicePath } from '@/lib/routes';
import { localPath, marketOf } from '@/lib/markets';
import { Cell, RowHeading, TableFrame } from '@/components/ui/table-frame';
import { type MarketId } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';
import { marketPages } from '@/content/market-pages';
import { priceProvenance } from '@/lib/content/pricing';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

/** A service's page in the reader's market, or null when that page shows another market's prices (no variant of it). */
function pageInMarket(market: MarketId, slug: string): string | null {
  const path = servicePath(slug);
  if (market === 'us' || (marketPages as readonly string[]).includes(path.replace(/\/$/, ''))) return localPath(market, path);
  return null;
}

const STANDARD = 'Standard';
const RUSH = `Rush (×${RUSH_MULTIPLIER} fee)`;
const RATE = 'Rate';

/** Standard and rush turnaround and the published rate for every priced service, in one market's currency and units. */
export function TurnaroundTable({ caption = 'Turnaround and rates by service', market = 'us' }: { caption?: string; market?: MarketId }) {
  const m = marketOf(market);
  return (
    <>
    <TableFrame caption={caption} columns={['Service', STANDARD, RUSH, RATE]} minWidth="min-w-[36rem]">
      {priceBook(market).cards.map((card) => (
        <tr key={card.id}>
          <RowHeading detail={inMarketWords(turnaround[card.slug as PricedService]?.scope, market)}>
            {pageInMarket(market, card.slug) ? <Link href={pageInMarket(market, card.slug)!} className="text-accent-700 underline-offset-4 hover:underline">{card.label}</Link> : card.label}
          </RowHeading>
          <Cell label={STANDARD}>{card.turnaround.standard}</Cell>
          <Cell label={RUSH}>{card.turnaround.rush}</Cell>
          <Cell label={RATE}>
            {rateText(m, card)}
            {card.basis !== 'tonnage' && <span className="block text-sm text-muted">{minimumText(m, card)}</span>}
          </Cell>
        </tr>
      ))}
    </TableFrame>
    <p className="mt-4 max-w-3xl text-sm leading-6 text-muted">{inMarketWords(`${businessDays.definitionFor(market)} ${rush.what}`, market)}</p>
    <ProvenanceLabel status={priceProvenance} kind="prices" item="prices" className="mt-3" />
    </>
  );
}

import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { markets, type MarketId, type MarketPage } from '@/content/markets';
import { marketPath } from '@/lib/markets';

/**
 * The market switch on every page that has market variants: plain links to the same page for each
 * market (works without JavaScript; nothing is chosen for the visitor by address or browser language).
 */
export function MarketSwitch({ page, market }: { page: MarketPage; market: MarketId }) {
  return (
    <div className="border-b border-line bg-mist">
      <Container className="py-3">
        <nav aria-label="Market" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="font-semibold text-navy-900">Prices and standards for:</span>
          <ul className="flex flex-wrap gap-2">
            {markets.map((m) => {
              const current = m.id === market;
              return (
                <li key={m.id}>
                  <Link
                    href={marketPath(m, page)}
                    hrefLang={m.hreflang[0]}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-block rounded-button border px-3 py-1.5 font-semibold underline-offset-4 ${current ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-300 bg-white text-navy-900 hover:underline'}`}
                  >
                    {m.name} ({m.currency})
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Container>
    </div>
  );
}

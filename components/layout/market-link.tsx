'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { hrefInMarket, inMarketWords, marketOfPath } from '@/lib/market-words';

/**
 * A menu link in the reader's market: on a UK or European page it leads to that market's variant of a
 * market page (/uk/pricing) and says its label in British English (Take-off, Tendering). A client part
 * for the same reason as NavLink: the shared header and footer do not know the page, the export renders
 * each with its own path, so the words are in the static HTML. Its props are the Link's own.
 */
export function MarketLink({ href, label, className, onClick }: { href: string; label: string; className?: string; onClick?: () => void }) {
  const market = marketOfPath(usePathname() ?? '/');
  return (
    <Link href={hrefInMarket(href, market)} className={className} onClick={onClick}>
      {inMarketWords(label, market)}
    </Link>
  );
}

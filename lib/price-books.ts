import { priceBooks, type PriceBook } from '@/lib/content/pricing';
import type { MarketId } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';

/**
 * A market's price book, for server components (the calculator gets it as props), in the market's
 * words: its turnarounds in working days, its take-offs (content/markets.ts inMarketWords).
 */
export function priceBook(market: MarketId): PriceBook {
  return inMarketWords(priceBooks[market], market);
}

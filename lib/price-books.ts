import { priceBooks, type PriceBook } from '@/content/pricing';
import { markets, type Market, type MarketId } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';

/** A market's price book and its description, for server components (the calculator gets them as props). */

/** In the market's words: its turnarounds in working days, its take-offs (content/markets.ts inMarketWords). */
export function priceBook(market: MarketId): PriceBook {
  return inMarketWords(priceBooks[market], market);
}

export function marketOf(id: MarketId): Market {
  const market = markets.find((m) => m.id === id);
  if (!market) throw new Error(`Unknown market: ${id}`);
  return market;
}

import { priceBooks, type PriceBook } from '@/content/pricing';
import { markets, type Market, type MarketId } from '@/content/markets';

/** A market's price book and its description, for server components (the calculator gets them as props). */

export function priceBook(market: MarketId): PriceBook {
  return priceBooks[market];
}

export function marketOf(id: MarketId): Market {
  const market = markets.find((m) => m.id === id);
  if (!market) throw new Error(`Unknown market: ${id}`);
  return market;
}

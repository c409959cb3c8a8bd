import { markets, marketPages } from '@/content/markets';
import { variantPrefixes } from '@/content/market-pages';
import { hrefInMarket, inMarketWords, marketOfPath } from './market-words';

describe("a menu in the reader's market", () => {
  it('knows the market of a path by its prefix', () => {
    expect(marketOfPath('/uk/pricing/')).toBe('uk');
    expect(marketOfPath('/eu')).toBe('eu');
    expect(marketOfPath('/pricing/')).toBe('us');
    expect(marketOfPath('/ukraine-project/')).toBe('us');
  });

  it('has the prefixes of the markets (content/markets.ts)', () => {
    expect([...variantPrefixes].sort()).toEqual(markets.map((m) => m.prefix).filter(Boolean).sort());
  });

  it("leads to the market's variant of a market page only, with its anchor", () => {
    expect(hrefInMarket('/pricing', 'uk')).toBe('/uk/pricing');
    expect(hrefInMarket('/services/material-takeoff/', 'eu')).toBe('/eu/services/material-takeoff');
    expect(hrefInMarket('/pricing#calculator', 'uk')).toBe('/uk/pricing#calculator');
    expect(hrefInMarket('/services/bim', 'uk')).toBe('/services/bim');
    expect(hrefInMarket('/pricing', 'us')).toBe('/pricing');
    for (const page of marketPages) expect(hrefInMarket(page, 'uk')).toBe(`/uk${page}`);
  });

  it('says the labels in British English outside the US', () => {
    expect(inMarketWords('Procurement & Bidding', 'uk')).toBe('Procurement & Tendering');
    expect(inMarketWords('Material Takeoff', 'eu')).toBe('Material Take-off');
    expect(inMarketWords('3D Revit Modeling', 'uk')).toBe('3D Revit Modelling');
    expect(inMarketWords('Material Takeoff', 'us')).toBe('Material Takeoff');
  });
});

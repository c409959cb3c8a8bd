import { marketPages, markets } from '@/content/markets';
import { serviceVariants } from '@/lib/content/services';
import { site } from '@/lib/content/site';
import { allPagePaths, pageLastModified } from '@/lib/pages';
import { getService } from '@/lib/content/services';
import { hreflangAlternates, localPath, marketPath, marketServiceSlugs, serviceForMarket, variantOf, variantPaths } from './markets';

describe('market variants', () => {
  it('give every market page one path per market, all in the page list with a date', () => {
    const paths = allPagePaths();
    for (const page of marketPages) {
      for (const market of markets) {
        const path = marketPath(market, page);
        expect(paths).toContain(path);
        expect(variantOf(path)).toEqual({ market, page });
        expect(pageLastModified(path)).toBe(pageLastModified(page));
      }
    }
    expect(variantPaths()).toHaveLength(marketPages.length * (markets.length - 1));
    expect(new Set(paths).size).toBe(paths.length);
    expect(variantOf('/about')).toBeNull();
    expect(variantOf('/uk/about')).toBeNull();
  });

  it('link every variant to every other with hreflang, x-default being the US page', () => {
    const alternates = hreflangAlternates('/pricing');
    expect(alternates).toMatchObject({
      'en-US': `${site.url}/pricing/`,
      'en-GB': `${site.url}/uk/pricing/`,
      'en-IE': `${site.url}/eu/pricing/`,
      'en-DE': `${site.url}/eu/pricing/`,
      'x-default': `${site.url}/pricing/`,
    });
    // hreflang values are language-REGION with an ISO 3166-1 alpha-2 region, each used once.
    const codes = markets.flatMap((m) => m.hreflang);
    for (const code of codes) expect(code).toMatch(/^en-[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('send a market’s links to its own variant where a page has one, and to the one page elsewhere', () => {
    expect(localPath('uk', '/services/quantity-surveying')).toBe('/uk/services/quantity-surveying');
    expect(localPath('eu', '/services/bim')).toBe('/services/bim');
    expect(localPath('us', '/pricing')).toBe('/pricing');
  });

  it('have content for every service and market, with a unique summary and title per page', () => {
    const summaries = new Set<string>();
    const titles = new Set<string>();
    for (const slug of marketServiceSlugs()) {
      expect(Object.keys(serviceVariants[slug] ?? {}).sort()).toEqual(markets.map((m) => m.id).sort());
      for (const market of markets) {
        const service = serviceForMarket(getService(slug)!, market.id);
        summaries.add(service.summary);
        titles.add(service.seoTitle ?? service.title);
        expect(service.summary.length).toBeGreaterThanOrEqual(110);
        expect(service.summary.length).toBeLessThanOrEqual(160);
      }
    }
    expect(summaries.size).toBe(marketServiceSlugs().length * markets.length);
    expect(titles.size).toBe(marketServiceSlugs().length * markets.length);
  });

  it('replace capability cards only by the title of a card the shared page has', () => {
    for (const [slug, byMarket] of Object.entries(serviceVariants)) {
      const titles = getService(slug)!.features.map((f) => f.title);
      for (const variant of Object.values(byMarket)) {
        for (const title of Object.keys(variant.replaceFeatures ?? {})) expect(`${slug}: ${title}`).toBe(`${slug}: ${titles.find((t) => t === title)}`);
      }
    }
    const uk = serviceForMarket(getService('bar-bending-schedule')!, 'uk');
    expect(uk.features.find((f) => f.title === 'Standard shape codes')!.description).toContain('BS 8666');
    // A replacement keeps the card's place; its title may change to the market's term ("cutting lengths" in the UK).
    const shared = getService('bar-bending-schedule')!.features;
    expect(uk.features).toHaveLength(shared.length);
    expect(uk.features.map((f) => f.title)).toContain('Calculated cutting lengths');
    expect(uk.features.findIndex((f) => f.title === 'Calculated cutting lengths')).toBe(shared.findIndex((f) => f.title === 'Calculated cut lengths'));
  });

  it('price each market’s bar bending schedule packages in its own currency', () => {
    for (const market of markets) {
      const service = serviceForMarket(getService('bar-bending-schedule')!, market.id);
      for (const p of service.pricing ?? []) expect(p.currency).toBe(market.currency);
    }
  });
});

import { bbsPackagesByMarket } from '@/lib/content/bbs-packages';
import { markets } from '@/content/markets';
import { priceBooks } from '@/lib/content/pricing';
import { requireService } from '@/lib/content/services';
import { marketOf } from './markets';
import { priceBook } from './price-books';
import { checkSize, describeInput, estimateFee, formatMoney, formatQuantity, formatRange, rateText, sameInput, tooLargeText, typicalInput, typicalSize } from './pricing';

const us = priceBook('us');
const uk = priceBook('uk');
const eu = priceBook('eu');

describe('estimateFee (US: dollars, ft², US tons)', () => {
  it('prices area work per square foot, rounded outward to $10', () => {
    // 40,000 ft² x $0.035-$0.06
    expect(estimateFee(us, { cardId: 'cost-estimation', quantity: 40_000 })).toEqual({ low: 1400, high: 2400, minimumApplied: false });
  });

  it('charges the minimum below it', () => {
    expect(estimateFee(us, { cardId: 'cost-estimation', quantity: 8_000 })).toEqual({ low: 650, high: 650, minimumApplied: true });
  });

  it('multiplies by trades where a service is priced per trade, within its limit', () => {
    // 60,000 ft² x 3 trades x $0.008-$0.015
    expect(estimateFee(us, { cardId: 'material-takeoff', quantity: 60_000, trades: 3 })).toEqual({ low: 1440, high: 2700, minimumApplied: false });
    expect(estimateFee(us, { cardId: 'material-takeoff', quantity: 60_000, trades: 99 })).toEqual(estimateFee(us, { cardId: 'material-takeoff', quantity: 60_000, trades: 16 }));
  });

  it('applies the rush multiplier after the minimum check', () => {
    expect(estimateFee(us, { cardId: 'cost-estimation', quantity: 40_000, rush: true })).toEqual({ low: 2100, high: 3600, minimumApplied: false });
  });

  it('prices bar bending schedules by the package that covers the tonnage, and per ton beyond at the published rate', () => {
    expect(estimateFee(us, { cardId: 'bar-bending-schedule', quantity: 35 })).toMatchObject({ low: 499, high: 499, packageName: 'Standard Package' });
    expect(estimateFee(us, { cardId: 'bar-bending-schedule', quantity: 50 })).toMatchObject({ low: 499, packageName: 'Standard Package' });
    expect(estimateFee(us, { cardId: 'bar-bending-schedule', quantity: 80 })).toMatchObject({ low: 799, high: 799, packageName: 'Premium Package' });
    expect(estimateFee(us, { cardId: 'bar-bending-schedule', quantity: 80, rush: true })).toMatchObject({ low: 1199, high: 1199 });
    // 140 tons: $799 + 40 x $7.50-$9.50, and that rate is in the published table.
    expect(estimateFee(us, { cardId: 'bar-bending-schedule', quantity: 140 })).toEqual({ low: 1090, high: 1180, minimumApplied: false });
    expect(rateText(marketOf('us'), us.cards.find((c) => c.id === 'bar-bending-schedule')!)).toContain('$7.50-$9.50 per ton above 100 tons');
  });

  it('prices shop drawings per sheet', () => {
    expect(estimateFee(us, { cardId: 'shop-drawings', quantity: 24 })).toEqual({ low: 1680, high: 2640, minimumApplied: false });
  });

  it('returns nothing for a quantity that is not a job', () => {
    expect(estimateFee(us, { cardId: 'shop-drawings', quantity: 0 })).toBeNull();
    expect(estimateFee(us, { cardId: 'shop-drawings', quantity: Number.NaN })).toBeNull();
    expect(checkSize(us, { cardId: 'shop-drawings', quantity: 0 })).toBe('empty');
  });
});

describe('estimateFee (UK: pounds, m², tonnes; Europe: euros, m², tonnes)', () => {
  it('prices area work per square meter from each market’s own rates, not a conversion', () => {
    // 4,000 m² x £0.30-£0.50 and x €0.35-€0.60
    expect(estimateFee(uk, { cardId: 'cost-estimation', quantity: 4_000 })).toEqual({ low: 1200, high: 2000, minimumApplied: false });
    expect(estimateFee(eu, { cardId: 'cost-estimation', quantity: 4_000 })).toEqual({ low: 1400, high: 2400, minimumApplied: false });
    expect(formatRange(marketOf('uk'), estimateFee(uk, { cardId: 'cost-estimation', quantity: 4_000 })!)).toBe('£1,200-£2,000');
    expect(formatRange(marketOf('eu'), estimateFee(eu, { cardId: 'cost-estimation', quantity: 4_000 })!)).toBe('€1,400-€2,400');
  });

  it('rounds a product that lands on a multiple of 10 to itself, not past it (floating-point dust)', () => {
    // 6,000 m² x 3 trades x €0.08-€0.14 = €1,440-€2,520 exactly; in floating point 2520.0000000000005.
    expect(estimateFee(eu, { cardId: 'material-takeoff', quantity: 6_000, trades: 3 })).toEqual({ low: 1440, high: 2520, minimumApplied: false });
  });

  it('prices bar bending schedules by the market’s packages in tonnes, and per tonne beyond', () => {
    expect(estimateFee(uk, { cardId: 'bar-bending-schedule', quantity: 30 })).toMatchObject({ low: 395, packageName: 'Standard Package' });
    expect(estimateFee(uk, { cardId: 'bar-bending-schedule', quantity: 60 })).toMatchObject({ low: 645, packageName: 'Premium Package' });
    // 130 t: £645 + 40 x £6.50-£8.50
    expect(estimateFee(uk, { cardId: 'bar-bending-schedule', quantity: 130 })).toEqual({ low: 900, high: 990, minimumApplied: false });
    expect(estimateFee(eu, { cardId: 'bar-bending-schedule', quantity: 130 })).toEqual({ low: 1030, high: 1120, minimumApplied: false });
  });
});

describe('size bounds', () => {
  it('refuses sizes above the market’s maximum, with a message naming it in the market’s units', () => {
    expect(checkSize(us, { cardId: 'cost-estimation', quantity: 2_000_000 })).toBe('ok');
    expect(checkSize(us, { cardId: 'cost-estimation', quantity: 2_000_001 })).toBe('too-large');
    expect(estimateFee(us, { cardId: 'cost-estimation', quantity: 2_000_001 })).toBeNull();
    expect(checkSize(uk, { cardId: 'cost-estimation', quantity: 200_001 })).toBe('too-large');
    expect(checkSize(uk, { cardId: 'bar-bending-schedule', quantity: 2_501 })).toBe('too-large');
    expect(tooLargeText(uk, marketOf('uk'), uk.cards[0]!)).toBe('The calculator sizes jobs up to 200,000 m². For a larger job, send the drawings and we quote it from them.');
    expect(tooLargeText(us, marketOf('us'), us.cards.find((c) => c.basis === 'tonnage')!)).toContain('3,000 tons');
  });

  it('every maximum is a size the market’s rates still price above the minimum fee', () => {
    for (const market of markets) {
      const book = priceBook(market.id);
      for (const card of book.cards) {
        const range = estimateFee(book, { cardId: card.id, quantity: book.maxima[card.basis] });
        expect(range?.minimumApplied).toBe(false);
      }
    }
  });
});

describe('price books', () => {
  it('have the same services in every market, each belonging to a service page that exists', () => {
    const ids = priceBooks.us.cards.map((c) => c.id);
    for (const market of markets) expect(priceBook(market.id).cards.map((c) => c.id)).toEqual(ids);
    for (const card of priceBooks.us.cards) expect(() => requireService(card.slug)).not.toThrow();
  });

  it('take the bar bending schedule packages from the service page, with the weight its features state', () => {
    for (const market of markets) {
      const card = priceBook(market.id).cards.find((c) => c.id === 'bar-bending-schedule');
      if (card?.basis !== 'tonnage') throw new Error('bar bending schedule is priced by tonnage');
      const packages = bbsPackagesByMarket[market.id];
      expect(card.packages.map((p) => [p.name, p.price])).toEqual(packages.map((p) => [p.name, p.price]));
      for (const pkg of packages) {
        expect(pkg.currency).toBe(market.currency);
        expect(pkg.features).toContain(`Up to ${pkg.maxTons} ${market.mass.many} of reinforcement`);
      }
    }
    expect(bbsPackagesByMarket.us.map((p) => p.price)).toEqual([499, 799]);
    expect(requireService('bar-bending-schedule').pricing).toEqual(bbsPackagesByMarket.us);
  });

  it('read as rates in words, in each market’s currency and units, the over-package rate included', () => {
    expect(us.cards.map((c) => rateText(marketOf('us'), c))).toEqual([
      '$0.035-$0.06 per ft²',
      '$0.008-$0.015 per ft² per trade',
      '$499 up to 50 tons; $799 up to 100 tons; $7.50-$9.50 per ton above 100 tons',
      '$70-$110 per sheet',
      '$0.06-$0.10 per ft² per discipline',
      '$0.025-$0.04 per ft²',
    ]);
    expect(uk.cards.map((c) => rateText(marketOf('uk'), c))).toEqual([
      '£0.30-£0.50 per m²',
      '£0.07-£0.12 per m² per trade',
      '£395 up to 45 tonnes; £645 up to 90 tonnes; £6.50-£8.50 per tonne above 90 tonnes',
      '£60-£90 per sheet',
      '£0.55-£0.90 per m² per discipline',
      '£0.22-£0.35 per m²',
    ]);
    expect(eu.cards.map((c) => rateText(marketOf('eu'), c))[0]).toBe('€0.35-€0.60 per m²');
  });
});

describe('money and quantities', () => {
  // Written out (lib/pricing.ts says why), so checked against Intl's output for each market's locale.
  const amounts = [0, 5, 10, 95, 395, 1000, 1250, 12_500, 40_000, 123_456, 1_234_567, 0.035, 0.06, 0.35, 0.5, 1.25, 6.5, 8.5, 12.75, 0.1234, 1999.999];
  const quantities = [1, 24, 35, 90, 4_000, 40_000, 400_000, 2.5, 0.75, 12.125, 1_500_000];
  it.each(markets.map((m) => [m.id, m] as const))('read in %s as Intl writes them for the market', (_, market) => {
    for (const amount of amounts) {
      const intl = Number.isInteger(amount)
        ? new Intl.NumberFormat(market.locale, { style: 'currency', currency: market.currency, maximumFractionDigits: 0 })
        : new Intl.NumberFormat(market.locale, { style: 'currency', currency: market.currency, minimumFractionDigits: 2, maximumFractionDigits: 3 });
      expect(formatMoney(market, amount)).toBe(intl.format(amount));
    }
    for (const n of quantities) expect(formatQuantity(market, n)).toBe(new Intl.NumberFormat(market.locale).format(n));
  });
});

describe('the worked example', () => {
  it('is a job every market prices, at a typical size for each kind of service', () => {
    for (const market of markets) {
      const book = priceBook(market.id);
      expect(estimateFee(book, typicalInput(book))).not.toBeNull();
      for (const card of book.cards) expect(checkSize(book, { cardId: card.id, quantity: typicalSize(book, card.basis) })).toBe('ok');
    }
  });

  it('is told apart from anything the visitor changed', () => {
    const book = priceBook('uk');
    const example = typicalInput(book);
    expect(sameInput(example, { ...example })).toBe(true);
    expect(sameInput(example, { ...example, trades: undefined })).toBe(true);
    expect(sameInput(example, { ...example, quantity: example.quantity + 1 })).toBe(false);
    expect(sameInput(example, { ...example, rush: true })).toBe(false);
    expect(sameInput(example, { ...example, cardId: book.cards[1]!.id })).toBe(false);
  });
});

describe('describeInput', () => {
  it('says what the visitor entered, in the market’s units, and what the calculator found, for the quote form', () => {
    const input = { cardId: 'material-takeoff', quantity: 60_000, trades: 3 };
    expect(describeInput(us, marketOf('us'), input, estimateFee(us, input)!)).toBe(
      'Quantity takeoff, 60,000 ft², 3 trades measured, standard turnaround, United States rates (fee calculator: $1,440-$2,700)',
    );
    const ukInput = { cardId: 'bar-bending-schedule', quantity: 30 };
    expect(describeInput(uk, marketOf('uk'), ukInput, estimateFee(uk, ukInput)!)).toBe(
      'Bar bending schedule, 30 tonnes of reinforcement, standard turnaround, United Kingdom rates (fee calculator: £395)',
    );
  });
});

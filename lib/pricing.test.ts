import { rateCards } from '@/content/pricing';
import { requireService } from '@/lib/services';
import { describeInput, estimateFee, rateText } from './pricing';

describe('estimateFee', () => {
  it('prices area work per square foot, rounded outward to $10', () => {
    // 40,000 ft² x $0.035-$0.06
    expect(estimateFee({ cardId: 'cost-estimation', quantity: 40_000 })).toEqual({ low: 1400, high: 2400, minimumApplied: false });
  });

  it('converts square meters', () => {
    // 1,000 m² = 10,763.9 ft² x $0.035-$0.06 = $376.74-$645.83, below the $650 minimum
    expect(estimateFee({ cardId: 'cost-estimation', quantity: 1000, areaUnit: 'm2' })).toEqual({ low: 650, high: 650, minimumApplied: true });
    expect(estimateFee({ cardId: 'cost-estimation', quantity: 4000, areaUnit: 'm2' })).toEqual({ low: 1500, high: 2590, minimumApplied: false });
  });

  it('multiplies by trades where a service is priced per trade, within its limit', () => {
    // 60,000 ft² x 3 trades x $0.008-$0.015
    expect(estimateFee({ cardId: 'material-takeoff', quantity: 60_000, trades: 3 })).toEqual({ low: 1440, high: 2700, minimumApplied: false });
    expect(estimateFee({ cardId: 'material-takeoff', quantity: 60_000, trades: 99 })).toEqual(estimateFee({ cardId: 'material-takeoff', quantity: 60_000, trades: 16 }));
  });

  it('applies the rush multiplier after the minimum check', () => {
    expect(estimateFee({ cardId: 'cost-estimation', quantity: 40_000, rush: true })).toEqual({ low: 2100, high: 3600, minimumApplied: false });
  });

  it('prices bar bending schedules by the package that covers the tonnage, and per ton beyond', () => {
    expect(estimateFee({ cardId: 'bar-bending-schedule', quantity: 35 })).toMatchObject({ low: 499, high: 499, packageName: 'Standard Package' });
    expect(estimateFee({ cardId: 'bar-bending-schedule', quantity: 50 })).toMatchObject({ low: 499, packageName: 'Standard Package' });
    expect(estimateFee({ cardId: 'bar-bending-schedule', quantity: 80 })).toMatchObject({ low: 799, high: 799, packageName: 'Premium Package' });
    expect(estimateFee({ cardId: 'bar-bending-schedule', quantity: 80, rush: true })).toMatchObject({ low: 1199, high: 1199 });
    // 140 t: $799 + 40 t x $7.50-$9.50
    expect(estimateFee({ cardId: 'bar-bending-schedule', quantity: 140 })).toEqual({ low: 1090, high: 1180, minimumApplied: false });
  });

  it('prices shop drawings per sheet', () => {
    expect(estimateFee({ cardId: 'shop-drawings', quantity: 24 })).toEqual({ low: 1680, high: 2640, minimumApplied: false });
  });

  it('returns nothing for a quantity that is not a job', () => {
    expect(estimateFee({ cardId: 'shop-drawings', quantity: 0 })).toBeNull();
    expect(estimateFee({ cardId: 'shop-drawings', quantity: Number.NaN })).toBeNull();
  });
});

describe('rate cards', () => {
  it('take the bar bending schedule packages from the service page, with the tonnage its features state', () => {
    const card = rateCards.find((c) => c.id === 'bar-bending-schedule');
    if (card?.basis !== 'tonnage') throw new Error('bar bending schedule is priced by tonnage');
    const pricing = requireService('bar-bending-schedule').pricing!;
    expect(card.packages.map((p) => [p.name, p.price])).toEqual(pricing.map((p) => [p.name, p.price]));
    for (const pkg of card.packages) {
      expect(pricing.find((p) => p.name === pkg.name)!.features).toContain(`Up to ${pkg.maxTons} tons of reinforcement`);
    }
    expect(card.packages.map((p) => p.price)).toEqual([499, 799]);
  });

  it('each belong to a service page that exists', () => {
    for (const card of rateCards) expect(() => requireService(card.slug)).not.toThrow();
  });

  it('read as rates in words', () => {
    expect(rateCards.map(rateText)).toEqual([
      '$0.035-$0.06 per ft²',
      '$0.008-$0.015 per ft² per trade',
      '$499 up to 50 tons; $799 up to 100 tons',
      '$70-$110 per sheet',
      '$0.06-$0.10 per ft² per discipline',
      '$0.025-$0.04 per ft²',
    ]);
  });
});

describe('describeInput', () => {
  it('says what the visitor entered and what the calculator found, for the quote form', () => {
    const input = { cardId: 'material-takeoff', quantity: 60_000, trades: 3 };
    expect(describeInput(input, estimateFee(input)!)).toBe('Quantity takeoff, 60,000 ft², 3 trades measured, standard turnaround (fee calculator: $1,440-$2,700)');
  });
});
